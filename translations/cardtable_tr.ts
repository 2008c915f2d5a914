<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
<context>
    <name></name>
    <message>
        <source>Seat {n}</source>
        <translation type="vanished">Oyuncu {n}</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <comment>table</comment>
        <translation type="vanished">
            <numerusform>{n} kart</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card</source>
        <comment>table</comment>
        <translation type="vanished">1 kart</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/about.py" line="+49"/>
        <source>About Card Table</source>
        <translation>Card Table Hakkında</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead and Pinochle, with every player count and regional variant, against computer players or with friends at one screen — offline.&lt;/p&gt;&lt;p&gt;The cards, the icon and the sounds are drawn and made by Card Table&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python {python} (PSF licence), Qt {qt} and PySide6 {pyside} (GNU LGPL version 3) and platformdirs (MIT licence); Licences shows every notice.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead ve Pinochle; her oyuncu sayısı ve her yöresel çeşitlemeyle, bilgisayar oyuncularına karşı ya da aynı ekranda arkadaşlarla — çevrimdışı.&lt;/p&gt;&lt;p&gt;Kartları, simgeyi ve sesleri Card Table&apos;ın kendi kodu çizer ve üretir.&lt;/p&gt;&lt;p&gt;MIT lisanslı özgür yazılım. Python {python} (PSF lisansı), Qt {qt} ve PySide6 {pyside} (GNU LGPL sürüm 3) ve platformdirs (MIT lisansı) ile yapıldı; Lisanslar her bildirimi gösterir.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Licences…</source>
        <translation>&amp;Lisanslar…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead and Pinochle, with every player count and regional variant, against computer players or with friends at one screen — offline.&lt;/p&gt;&lt;p&gt;The cards, the icon and the sounds are drawn and made by Card Table&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python {python}, Qt {qt} and PySide6 {pyside}.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pişti, Shithead ve Pinochle; her oyuncu sayısı ve her bölgesel varyantıyla, bilgisayar oyuncularına karşı ya da aynı ekranda arkadaşlarınla — çevrimdışı.&lt;/p&gt;&lt;p&gt;Kartları, simgeyi ve sesleri Card Table&apos;ın kendi kodu çizer ve üretir.&lt;/p&gt;&lt;p&gt;MIT lisanslı özgür yazılım. Python {python}, Qt {qt} ve PySide6 {pyside} ile yapıldı.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../cardtable/ui/table/action_bar.py" line="+160"/>
        <source>Shortcut: {key}</source>
        <translation>Kısayol: {key}</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <location filename="../cardtable/ui/table/bid_control.py" line="+133"/>
        <source>From {low} to {high} in steps of {step}: type a number, or step with ↑ and ↓ (Page Up and Page Down go {page} at a time). Enter plays the number shown.</source>
        <translation>{low} ile {high} arası, {step} adımlarla: bir sayı yazın ya da ↑ ve ↓ ile değiştirin (Page Up ve Page Down {page} atlar). Enter gösterilen sayıyı oynar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add {n} to the number in the box</source>
        <translation>Kutudaki sayıya {n} ekle</translation>
    </message>
</context>
<context>
    <name>CardMenu</name>
    <message>
        <source>{place}: 1 card</source>
        <translation type="vanished">{place}: 1 kart</translation>
    </message>
    <message>
        <source>{place}: {n} cards</source>
        <translation type="vanished">{place}: {n} kart</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/card_menu.py" line="+41"/>
        <source>{place}: %n cards</source>
        <translation>
            <numerusform>{place}: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show these cards (seen only by you)</source>
        <translation>Bu kartları göster (yalnızca sen görürsün)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play {card}</source>
        <translation>{card} kartını oyna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to do with it now</source>
        <translation>Şu an bununla yapılacak bir şey yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn now</source>
        <translation>Şu an sıra sende değil</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A face-down card</source>
        <translation>Kapalı bir kart</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your hand</source>
        <translation>Elin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{place} of {name}</source>
        <translation>{name} – {place}</translation>
    </message>
</context>
<context>
    <name>CrashHandler</name>
    <message>
        <location filename="../cardtable/ui/crash.py" line="+120"/>
        <source>(no log file could be written)</source>
        <translation>(günlük dosyası yazılamadı)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong: {error}.

Your game is kept and can be continued (it was saved after the last move). The details are in the log:
{log}</source>
        <translation>Bir şeyler ters gitti: {error}.

Oyunun korunuyor ve devam ettirilebilir (son hamleden sonra kaydedildi). Ayrıntılar günlükte:
{log}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something went wrong: {error}.

No game was in progress, so nothing is lost. The details are in the log:
{log}</source>
        <translation>Bir şeyler ters gitti: {error}.

Sürmekte olan bir oyun yoktu, yani hiçbir şey kaybolmadı. Ayrıntılar günlükte:
{log}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something went wrong: {error}.

The game on the table could not be saved. The details are in the log:
{log}</source>
        <translation>Bir şeyler ters gitti: {error}.

Masadaki oyun kaydedilemedi. Ayrıntılar günlükte:
{log}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card Table: unexpected error</source>
        <translation>Card Table: beklenmeyen hata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Devam et</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>Çı&amp;k</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <location filename="../cardtable/ui/cards/chooser.py" line="+43"/>
        <source>Classic (two colours)</source>
        <translation>Klasik (iki renkli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four colours</source>
        <translation>Dört renkli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Napoletane</source>
        <translation>Napoletane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piacentine</source>
        <translation>Piacentine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue lattice</source>
        <translation>Mavi kafes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red rosettes</source>
        <translation>Kırmızı rozetler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green tartan</source>
        <translation>Yeşil ekose</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Card decks</source>
        <translation>Kart desteleri</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Large corner indices (easier to read)</source>
        <translation>Büyük köşe işaretleri (daha kolay okunur)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>French-suited cards:</source>
        <translation>Fransız kartları:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian-suited cards:</source>
        <translation>İtalyan kartları:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back:</source>
        <translation>Kart arkası:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preview</source>
        <translation>Önizleme</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/event_log.py" line="+39"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n puan</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} {action}</source>
        <translation>{name} {action}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You win the trick</source>
        <translation>Löveyi aldın</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick</source>
        <translation>löveyi alır</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{what}, {points}</source>
        <translation>{what}, {points}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{burned} ({why})</source>
        <translation>{burned} ({why})</translation>
    </message>
    <message numerus="yes">
        <location line="-104"/>
        <source>You take %n cards</source>
        <translation>
            <numerusform>%n kart aldın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>takes %n cards</source>
        <translation>
            <numerusform>%n kart alır</numerusform>
        </translation>
    </message>
    <message>
        <source>1 point</source>
        <translation type="vanished">1 puan</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation type="vanished">{n} puan</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>The pile is burned</source>
        <translation>Yığın yanar</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="+15"/>
        <source>Beginner</source>
        <translation>Acemi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Orta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Master</source>
        <translation>Usta</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/about.py" line="-45"/>
        <source>Licences</source>
        <translation>Lisanslar</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="+79"/>
        <location line="+84"/>
        <source>Card Table</source>
        <translation>Card Table</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="vanished">&amp;Oyun</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation type="vanished">Bu Dağıtımı &amp;Tekrar Oyna</translation>
    </message>
    <message>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation type="vanished">&amp;Başka Oyuncu Olarak Tekrar Oyna</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation type="vanished">Bu Oyunu Baştan İ&amp;zle</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">&amp;Aç…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">S&amp;on Açılanlar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="vanished">&amp;Farklı Kaydet…</translation>
    </message>
    <message>
        <source>&amp;Undo My Move</source>
        <translation type="vanished">Hamlemi &amp;Geri Al</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">İp&amp;ucu</translation>
    </message>
    <message>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation type="vanished">Son &amp;Löve ya da Alınan Kartlar</translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation type="vanished">&amp;Puan Tablosu</translation>
    </message>
    <message>
        <source>&amp;Demo (computer players only)</source>
        <translation type="vanished">&amp;Demo (yalnızca bilgisayar oyuncuları)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="vanished">İ&amp;statistikler</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">Çı&amp;k</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="vanished">&amp;Ayarlar</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="vanished">&amp;Tercihler…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="vanished">Animasyon &amp;hızı</translation>
    </message>
    <message>
        <source>&amp;Cards Played</source>
        <translation type="vanished">&amp;Oynanan Kartlar</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="vanished">Tam &amp;Ekran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="vanished">&amp;Nasıl Oynanır</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="vanished">&amp;Kurallar</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation type="vanished">Card Table &amp;Hakkında</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation type="vanished">Senin hamlen</translation>
    </message>
    <message>
        <source>Do not ask &amp;again (Preferences can turn it back on)</source>
        <translation type="vanished">Bir daha &amp;sorma (tercihlerden yeniden açılabilir)</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation type="vanished">Oyun yarıda bırakılsın mı?</translation>
    </message>
    <message>
        <source>The game in progress will be abandoned (it is not counted in the statistics). Go on?</source>
        <translation type="vanished">Süren oyun yarıda bırakılacak (istatistiklere sayılmaz). Devam edilsin mi?</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="vanished">Oyun başlatılamıyor</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {error}</source>
        <translation type="vanished">Oyun otomatik kaydedilemedi: {error}</translation>
    </message>
    <message>
        <source>The statistics cannot be kept: {error}</source>
        <translation type="vanished">İstatistikler kaydedilemiyor: {error}</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it?</source>
        <translation type="vanished">Yarım kalmış bir {game} oyunun var (1 hamle oynandı, dağıtım no. {seed}). Devam etmek ister misin?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">Yarım kalmış bir {game} oyunun var ({moves} hamle oynandı, dağıtım no. {seed}). Devam etmek ister misin?</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation type="vanished">Oyuna devam edilemiyor</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="vanished">Kayıtlı bir oyun aç</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation type="vanished">Kayıtlı oyunlar (*.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="vanished">Oyun açılamıyor</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation type="vanished">&amp;Listeyi Temizle</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation type="vanished">Oyunu farklı kaydet</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="vanished">Kayıtlı oyunlar (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="vanished">Oyun kaydedilemiyor</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation type="vanished">{file} olarak kaydedildi</translation>
    </message>
    <message>
        <source>The preferences could not be saved: {error}</source>
        <translation type="vanished">Tercihler kaydedilemedi: {error}</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Preferences</source>
        <translation>Tercihler</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>{game} — deal no. {seed} — Card Table</source>
        <translation>{game} — dağıtım no. {seed} — Card Table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal no. {seed}</source>
        <translation>Dağıtım no. {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} players</source>
        <translation>{n} oyuncu</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Own rules</source>
        <translation>Özel kurallar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computers: {levels}</source>
        <translation>Bilgisayarlar: {levels}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching the game again, every card face up</source>
        <translation>Oyun yeniden izleniyor, bütün kartlar açık</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo, every hand face up</source>
        <translation>Demo, bütün eller açık</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot seat</source>
        <translation>Aynı ekranda birkaç kişi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo used: not counted in the statistics</source>
        <translation>Geri alma kullanıldı: istatistiklere sayılmaz</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="+63"/>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game:</source>
        <translation>&amp;Oyun:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Players:</source>
        <translation>Oyuncu &amp;sayısı:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Kurallar:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Random deal</source>
        <translation>&amp;Rastgele dağıtım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number:</source>
        <translation>Dağıtım &amp;numarası:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal number</source>
        <translation>Dağıtım numarası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same deal number with the same game, players and rules deals the same cards again</source>
        <translation>Aynı oyun, oyuncular ve kurallarla aynı dağıtım numarası aynı kartları yeniden dağıtır</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rule options</source>
        <translation>Kural seçenekleri</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+142"/>
        <source>Standard rules</source>
        <translation>Standart kurallar</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>Set every rule option to the game&apos;s standard</source>
        <translation>Tüm kural seçeneklerini oyunun standardına döndür</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Deal</source>
        <translation>&amp;Dağıt</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{n} players</source>
        <translation>{n} oyuncu</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Custom rules</source>
        <translation>Özel kurallar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Side {s}</source>
        <translation>Takım {s}</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../cardtable/ui/numbers.py" line="+23"/>
        <source>{pct}%</source>
        <translation>%{pct}</translation>
    </message>
</context>
<context>
    <name>OptionEditor</name>
    <message>
        <location filename="../cardtable/ui/dialogs/option_editors.py" line="+100"/>
        <source>Only when “{option}” is: {values}.</source>
        <translation>Yalnızca “{option}” şu olduğunda: {values}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only when “{option}” is not 0.</source>
        <translation>Yalnızca “{option}” 0 değilken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only when “{option}” is on.</source>
        <translation>Yalnızca “{option}” açıkken.</translation>
    </message>
</context>
<context>
    <name>PlateWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/scene_plates.py" line="+33"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/preferences.py" line="+60"/>
        <source>Preferences</source>
        <translation>Tercihler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards</source>
        <translation>Kartlar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+149"/>
        <source>Felt colour</source>
        <translation>Çuha rengi</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Default</source>
        <translation>Varsayılan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Hızlı</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At once</source>
        <translation>Anında</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Çabuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow, easy to follow</source>
        <translation>Yavaş, kolay izlenir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Felt colour:</source>
        <translation>&amp;Çuha rengi:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{size}% (as large as fits)</source>
        <translation>%{size} (sığabildiği kadar büyük)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards&apos; size, a share of the largest that fits the window (Ctrl+plus and Ctrl+minus change it too)</source>
        <translation>Kartların boyu, pencereye sığan en büyük boyun bir payı (Ctrl+artı ve Ctrl+eksi de değiştirir)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High contrast: black table, white text, yellow buttons, large card indices</source>
        <translation>&amp;Yüksek karşıtlık: siyah masa, beyaz yazı, sarı düğmeler, büyük köşe işaretleri</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card si&amp;ze:</source>
        <translation>Kart &amp;boyu:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animasyonlar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Computer moves:</source>
        <translation>&amp;Bilgisayar hamleleri:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing</source>
        <translation>Oynanış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sort my hand as the game ranks the cards</source>
        <translation>Elimi oyunun kartları saydığı gibi &amp;sırala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By suit, weakest to strongest; by rank alone where suits play no part (Pishti, Shithead)</source>
        <translation>Renge göre, en zayıftan en güçlüye; renklerin önemi olmayan oyunlarda (Pişti, Shithead) yalnızca değere göre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;risky actions (new game, quit, giving up a game in progress)</source>
        <translation>&amp;Riskli işlemlerden önce sor (yeni oyun, çıkış, süren bir oyunu bırakmak)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before a costly &amp;move (picking up the pile, conceding, declaring out)</source>
        <translation>&amp;Pahalı bir hamleden önce sor (yığını almak, pes etmek, bitti demek)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;undo (a game with an undo is not counted in the statistics)</source>
        <translation>&amp;Geri almaya izin ver (geri alma yapılan oyun istatistiklere sayılmaz)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;effects</source>
        <translation>Ses &amp;efektleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;oach: suggest a move at every turn (the hint, shown by itself)</source>
        <translation>&amp;Koç: her sırada bir hamle öner (ipucu, kendiliğinden gösterilir)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pla&amp;y my move for me when it is the only one possible</source>
        <translation>Tek olası hamlem olduğunda onu benim yerime &amp;oyna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cards &amp;played beside the game log (a card tracker)</source>
        <translation>Oynanan kartları oyun günlüğünün yanında &amp;göster (kart sayacı)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>Dil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>Sistemin dili</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new language is used at once, in the game log so far too.</source>
        <translation>Yeni bir dil hemen geçerli olur, şimdiye kadarki oyun günlüğünde de.</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation type="vanished">Yeni dil bir sonraki açılışta kullanılır.</translation>
    </message>
    <message>
        <source>&amp;Sort my hand by suit and rank</source>
        <translation type="vanished">Elimi renge ve değere göre &amp;sırala</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../cardtable/ui/table/privacy.py" line="+59"/>
        <source>Pass to {name}</source>
        <translation>Sıradaki: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other players look away now. {name}, your cards are shown when you are ready.</source>
        <translation>Diğer oyuncular şimdi başka yere baksın. {name}, hazır olduğunda kartların gösterilecek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {name} — show my cards</source>
        <translation>Ben {name} — kartlarımı göster</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/flow.py" line="+53"/>
        <source>{names} win the game.</source>
        <translation>
            <numerusform>Oyunu {names} kazandı.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+71"/>
        <source>Unfinished game</source>
        <translation>Yarım kalmış oyun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“Discard” starts afresh; the game is then lost.</source>
        <translation>“Sil” her şeye yeniden başlar; yarım kalmış oyun kaybolur.</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>&amp;Continue</source>
        <translation>&amp;Devam et</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>&amp;Discard</source>
        <translation>&amp;Sil</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>Yarım kalmış bir {game} oyunun var (%n hamle oynandı, dağıtım no. {seed}). Devam etmek ister misin?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../cardtable/ui/review/dialog.py" line="+168"/>
        <source>Review</source>
        <translation>İnceleme</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Seat {n}</source>
        <translation>Oyuncu {n}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}&apos;s decisions</source>
        <translation>{name} adlı oyuncunun kararları</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did {name} play that?</source>
        <translation>{name} bunu neden oynadı?</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Review:</source>
        <translation>İnceleme:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing decision %v of %m</source>
        <translation>%m karardan %v. inceleniyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Action</source>
        <translation>◀ Hamle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action ▶</source>
        <translation>Hamle ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table one action earlier, as this seat saw it</source>
        <translation>Masa bir hamle önce, bu koltuğun gördüğü gibi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table one action later, as this seat saw it</source>
        <translation>Masa bir hamle sonra, bu koltuğun gördüğü gibi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Previous mark</source>
        <translation>◀ Önceki işaret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next mark ▶</source>
        <translation>Sonraki işaret ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unseen cards dealt afresh</source>
        <translation>Görülmemiş kartlar yeniden dağıtılır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unseen cards kept</source>
        <translation>Görülmemiş kartlar korunur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>Buradan çalış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Pass the screen to {name}.</source>
        <translation>Ekranı {name} adlı oyuncuya ver.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am {name}: show my review</source>
        <translation>Ben {name}: incelememi göster</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>; average chips: {n}</source>
        <translation>; ortalama fiş: {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; average points: {n}</source>
        <translation>; ortalama puan: {n}</translation>
    </message>
    <message>
        <location line="-218"/>
        <location line="+67"/>
        <source>The master is going over the decisions…</source>
        <translation>Usta kararları gözden geçiriyor…</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+78"/>
        <source>The review failed: {error}</source>
        <translation>İnceleme başarısız oldu: {error}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cancelled: {summary}</source>
        <translation>İptal edildi: {summary}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action {n}: {move} — mistake (−{cost})</source>
        <translation>Hamle {n}: {move} — hata (−{cost})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action {n}: {move} — inaccuracy (−{cost})</source>
        <translation>Hamle {n}: {move} — eksiklik (−{cost})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action {n}: {move}</source>
        <translation>Hamle {n}: {move}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Action {n} of {total}</source>
        <translation>Hamle {n} / {total}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next: {line}</source>
        <translation>Sonra: {line}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> (the master&apos;s move)</source>
        <translation> (ustanın hamlesi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (played)</source>
        <translation> (oynanan)</translation>
    </message>
    <message>
        <source>{name} played {move}: {reason}</source>
        <translation type="vanished">{name} {move} oynadı: {reason}</translation>
    </message>
    <message>
        <source>{name} played {move} ({reason}); the master would play {best} ({best_reason})</source>
        <translation type="vanished">{name} {move} oynadı ({reason}); usta {best} oynardı ({best_reason})</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/help/rules.py" line="+69"/>
        <source>Options</source>
        <translation>Seçenekler</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How to play</source>
        <translation>Nasıl oynanır</translation>
    </message>
</context>
<context>
    <name>ScenePlates</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="vanished">
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetPanel</name>
    <message>
        <location filename="../cardtable/ui/table/sheet_view.py" line="+68"/>
        <source>Next deal</source>
        <translation>Sonraki dağıtım</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play again</source>
        <translation>Yeniden oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game, players and rules, a new deal</source>
        <translation>Aynı oyun, oyuncular ve kurallar, yeni bir dağıtım</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch again</source>
        <translation>Yeniden izle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game from its first card, move by move, every card face up</source>
        <translation>Bu oyun ilk karttan başlayarak, hamle hamle, bütün kartlar açık</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review</source>
        <translation>İnceleme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The master goes over the decisions of this deal and marks the costly ones</source>
        <translation>Usta bu dağıtımın kararlarını gözden geçirir ve pahalı olanları işaretler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game…</source>
        <translation>Yeni oyun…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the game, players and rules</source>
        <translation>Oyunu, oyuncuları ve kuralları seç</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game over</source>
        <translation>Oyun bitti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {n}</source>
        <translation>Dağıtım {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score sheet</source>
        <translation>Puan tablosu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This deal</source>
        <translation>Bu dağıtım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No scores yet.</source>
        <translation>Henüz puan yok.</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="+52"/>
        <source>Seat {n}</source>
        <translation>Oyuncu {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person</source>
        <translation>Kişi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat {n}</source>
        <translation>Oyuncu {n} yerinde kim oynuyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level of seat {n}</source>
        <translation>Oyuncu {n} seviyesi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name of seat {n}</source>
        <translation>Oyuncu {n} adı</translation>
    </message>
</context>
<context>
    <name>SeatView</name>
    <message>
        <location filename="../cardtable/ui/review/seat_view.py" line="+28"/>
        <source>hand</source>
        <translation>el</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards taken</source>
        <translation>alınan kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock</source>
        <translation>deste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trick</source>
        <translation>löve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pile</source>
        <translation>yığın</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>melds</source>
        <translation>açılan seriler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trump card</source>
        <translation>koz kartı</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>face-up cards</source>
        <translation>açık kartlar</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>face-down cards</source>
        <translation>kapalı kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>widow</source>
        <translation>orta kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buried cards</source>
        <translation>gömülen kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards out of play</source>
        <translation>oyun dışı kartlar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="-23"/>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {n}</source>
        <translation>Oyuncu {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer {n}</source>
        <translation>Bilgisayar {n}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../cardtable/ui/help/shortcuts.py" line="+49"/>
        <location line="+26"/>
        <source>Keyboard Shortcuts</source>
        <translation>Klavye Kısayolları</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Keyboard shortcuts</source>
        <translation>Klavye kısayolları</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move the focus among the cards you can play and the buttons</source>
        <translation>Odağı oynayabileceğin kartlar ve düğmeler arasında gezdir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← → ↑ ↓, Tab</source>
        <translation>← → ↑ ↓, Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the focused card or press the focused button</source>
        <translation>Odaktaki kartı oyna ya da odaktaki düğmeye bas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the focused card (for a move of several cards)</source>
        <translation>Odaktaki kartı seç (birkaç kartlık bir hamle için)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Space</source>
        <translation>Boşluk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the cards chosen; close the review</source>
        <translation>Seçilen kartları bırak; incelemeyi kapat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The earlier or later trick in the review</source>
        <translation>İncelemede önceki ya da sonraki löve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a card is and what you can do with it</source>
        <translation>Bir kartın ne olduğu ve onunla ne yapabileceğin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click, or the menu key</source>
        <translation>Sağ tık ya da menü tuşu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the table</source>
        <translation>Masada</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <location filename="../cardtable/ui/start_panel.py" line="+52"/>
        <source>&lt;h2&gt;Card Table&lt;/h2&gt;&lt;p&gt;Choose a game, the number of players, the rules and how strong the computer players are, then deal: you play seat 1 against them. &lt;b&gt;New Game…&lt;/b&gt; sets every rule, the seats (several people can share the screen) and the deal number. New to a game? &lt;b&gt;Help ▸ Rules&lt;/b&gt; (F1) explains it, &lt;b&gt;Help ▸ How to Play&lt;/b&gt; the table, mouse and keys.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Card Table&lt;/h2&gt;&lt;p&gt;Bir oyun, oyuncu sayısını, kuralları ve bilgisayar oyuncularının ne kadar güçlü olacağını seç, sonra dağıt: oyuncu 1 olarak onlara karşı oynarsın. &lt;b&gt;Yeni Oyun…&lt;/b&gt; ile her kuralı, oyuncuları (birkaç kişi aynı ekranı paylaşabilir) ve dağıtım numarasını ayarlarsın. Oyunu ilk kez mi oynuyorsun? &lt;b&gt;Yardım ▸ Kurallar&lt;/b&gt; (F1) oyunu, &lt;b&gt;Yardım ▸ Nasıl Oynanır&lt;/b&gt; da masayı, fareyi ve tuşları anlatır.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{name} — {counts} players
{description}</source>
        <translation>{name} — {counts} oyuncu
{description}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players:</source>
        <translation>Oyuncu sayısı:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules:</source>
        <translation>Kurallar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players:</source>
        <translation>Bilgisayar oyuncuları:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Yeni Oyun…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a de&amp;mo</source>
        <translation>Bir de&amp;mo izle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal</source>
        <translation>&amp;Dağıt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Some game plugins could not be loaded:</source>
        <translation>Bazı oyun eklentileri yüklenemedi:</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your record: {played} played, {won} won, {drawn} drawn ({rate}%)</source>
        <translation>Sonuçların: {played} oyun, {won} galibiyet, {drawn} beraberlik (%{rate})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your record: {played} played, {won} won ({rate}%)</source>
        <translation>Sonuçların: {played} oyun, {won} galibiyet (%{rate})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against {level}: {played} played, {won} won ({rate}%)</source>
        <translation>Rakip: {level} — {played} oyun, {won} galibiyet (%{rate})</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Standard rules</source>
        <translation>Standart kurallar</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../cardtable/ui/dialogs/option_editors.py" line="+66"/>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/statistics.py" line="+32"/>
        <source>Computer players of several levels</source>
        <translation>Farklı seviyelerde bilgisayarlar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>People only</source>
        <translation>Yalnızca kişiler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not recorded (earlier games)</source>
        <translation>Kaydedilmemiş (önceki oyunlar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against {level}</source>
        <translation>Rakipler: {level}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{n} players</source>
        <translation>{n} oyuncu</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location line="+10"/>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Game:</source>
        <translation>&amp;Oyun:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Varyant:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Rakipler:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played:</source>
        <translation>Oynanan oyun:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Kazanılan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost:</source>
        <translation>Kaybedilen:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn:</source>
        <translation>Berabere:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Kazanma oranı:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Güncel seri:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak:</source>
        <translation>En uzun galibiyet serisi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing streak:</source>
        <translation>En uzun mağlubiyet serisi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>En iyi skor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score:</source>
        <translation>Ortalama skor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the Shithead:</source>
        <translation>Shithead olma sayısı:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No finished games here yet. Games are counted when they end without an undo.</source>
        <translation>Burada henüz bitmiş oyun yok. Oyunlar, geri alma yapılmadan bittiklerinde sayılır.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Sıfırla…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics shown</source>
        <translation>Gösterilen istatistikleri sil</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>All games</source>
        <translation>Tüm oyunlar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All variants</source>
        <translation>Tüm varyantlar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All opponents</source>
        <translation>Tüm rakipler</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n galibiyet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n mağlubiyet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Win rate so far (%)</source>
        <translation>Şimdiye kadarki kazanma oranı (%)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+32"/>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{first} to {last}</source>
        <translation>{first} – {last}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>every game</source>
        <translation>tüm oyunlar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset statistics</source>
        <translation>İstatistikleri sıfırla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics of {what}? This cannot be undone.</source>
        <translation>İstatistikler silinsin mi ({what})? Bu işlem geri alınamaz.</translation>
    </message>
</context>
<context>
    <name>TableFlow</name>
    <message>
        <location filename="../cardtable/ui/table/flow.py" line="+34"/>
        <source>The game stopped: {error}</source>
        <translation>Oyun durdu: {error}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cards played</source>
        <translation>Oynanan kartlar</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Played for you, your only move: {action}</source>
        <translation>Senin yerine oynandı, tek olası hamlen: {action}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>— Deal {n} —</source>
        <translation>— Dağıtım {n} —</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{line} (×{n})</source>
        <translation>{line} (×{n})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last action: {line}</source>
        <translation>Son hamle: {line}</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>A draw.</source>
        <translation>Berabere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game.</source>
        <translation>Oyunu sen kazandın.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>sen</translation>
    </message>
    <message>
        <source>{name} wins the game.</source>
        <translation type="vanished">Oyunu {name} kazandı.</translation>
    </message>
    <message numerus="yes">
        <source>{names} win the game.</source>
        <translation type="vanished">
            <numerusform>Oyunu {names} kazandı.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../cardtable/ui/table/input.py" line="+241"/>
        <source>Clear selection</source>
        <translation>Seçimi temizle</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint: {action} — {reason}</source>
        <translation>İpucu: {action} — {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{action} is just as good: the two cards play alike from here.</source>
        <translation>{action} da aynı derecede iyi: bundan sonra iki kart aynı işi görür.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{action} is about as good: {reason}.</source>
        <translation>Bu da hemen hemen aynı derecede iyi: {action} ({reason}).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over.</source>
        <translation>Oyun bitti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>Dağıtım bitti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is thinking…</source>
        <translation>{name} düşünüyor…</translation>
    </message>
</context>
<context>
    <name>TableOverlays</name>
    <message>
        <location filename="../cardtable/ui/table/overlays.py" line="+55"/>
        <source>Last trick</source>
        <translation>Son löve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last cards taken</source>
        <translation>Son alınan kartlar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Taken by you</source>
        <translation>Sen aldın</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken by {name}</source>
        <translation>Alan: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{i} of {n}</source>
        <translation>{i} / {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earlier (←)</source>
        <translation>Önceki (←)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Later (→)</source>
        <translation>Sonraki (→)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{zone}: seen only by you</source>
        <translation>{zone}: yalnızca sen görüyorsun</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Thinking about a hint…</source>
        <translation>İpucu düşünülüyor…</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../cardtable/ui/table/prompts.py" line="+19"/>
        <source>Now click the card to swap it with.</source>
        <translation>Şimdi onunla değiştireceğin karta tıkla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose more cards for the same play, or play the selection.</source>
        <translation>Aynı hamle için başka kartlar da seç ya da seçtiklerini oyna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose more cards for the same play.</source>
        <translation>Aynı hamle için başka kartlar da seç.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose below how to play it.</source>
        <translation>Sıra sende: nasıl oynayacağını aşağıdan seç.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: click a card in your hand and one on the table to swap them, or say you are ready.</source>
        <translation>Sıra sende: değiştirmek için elindeki bir karta ve masadaki bir karta tıkla ya da hazır olduğunu söyle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to bury it.</source>
        <translation>Sıra sende: gömmek için bir karta tıkla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the dix to exchange it for the trump card, or choose No exchange.</source>
        <translation>Sıra sende: koz kartıyla değiştirmek için dikse tıkla ya da değiştirmemeyi seç.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to pass it to your partner.</source>
        <translation>Sıra sende: ortağına geçmek için bir karta tıkla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the card to show it; it starts the game.</source>
        <translation>Sıra sende: göstermek için karta tıkla; oyunu o başlatır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: no card can be played — pick up the pile, or click a face-up card to add it first.</source>
        <translation>Sıra sende: oynanabilecek kart yok — yığını al ya da önce eklemek için açık bir karta tıkla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to play it — face up, or face down claiming a pishti (a bluff if it does not match).</source>
        <translation>Sıra sende: oynamak için bir karta tıkla — açık ya da pişti iddia ederek kapalı (uymuyorsa blöf olur).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: lay down a meld (click its cards or its button), or choose Done.</source>
        <translation>Sıra sende: bir ilan yap (kartlarına ya da düğmesine tıkla) ya da ilan etmeyi bitir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: click a card to play it, or first signal to your partner what you hold (a button below).</source>
        <translation>Sıra sende: oynamak için bir karta tıkla ya da önce ortağına elinde ne olduğunu işaret et (aşağıdaki düğmelerle).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: click a card to play it.</source>
        <translation>Sıra sende: oynamak için bir karta tıkla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: bid or pass.</source>
        <translation>Sıra sende: teklif ver ya da pas geç.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: name the trump suit.</source>
        <translation>Sıra sende: koz rengini söyle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: accept the claimed pishti or challenge it.</source>
        <translation>Sıra sende: iddia edilen piştiyi kabul et ya da itiraz et.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: nothing you hold can be played — pick up the pile.</source>
        <translation>Sıra sende: elindeki kartların hiçbiri oynanamıyor — yığını al.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: play the bid or concede.</source>
        <translation>Sıra sende: teklifi oyna ya da pes et.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Sıra sende.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/widget.py" line="+174"/>
        <location line="+225"/>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Oyun günlüğü&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>Last trick</source>
        <translation>Son löve</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+218"/>
        <location line="+15"/>
        <source>Score sheet</source>
        <translation>Puan tablosu</translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+17"/>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Deal {n}</source>
        <translation>Dağıtım {n}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The turn prompt: what the game asks of you now</source>
        <translation>Sıra istemi: oyunun şu an senden istediği</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game, the deal and the trump suit</source>
        <translation>Oyun, dağıtım ve koz rengi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Oyun günlüğü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every move so far, the last action last</source>
        <translation>Şimdiye kadarki bütün hamleler, sonuncusu en sonda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>The game stopped: {error}</source>
        <translation type="vanished">Oyun durdu: {error}</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation type="vanished">Oynanan kartlar</translation>
    </message>
    <message>
        <source>Played for you, your only move: {action}</source>
        <translation type="vanished">Senin yerine oynandı, tek olası hamlen: {action}</translation>
    </message>
    <message>
        <source>— Deal {n} —</source>
        <translation type="vanished">— Dağıtım {n} —</translation>
    </message>
    <message>
        <source>{line} (×{n})</source>
        <translation type="vanished">{line} (×{n})</translation>
    </message>
    <message>
        <source>Last cards taken</source>
        <translation type="vanished">Son alınan kartlar</translation>
    </message>
    <message>
        <source>Taken by you</source>
        <translation type="vanished">Sen aldın</translation>
    </message>
    <message>
        <source>Taken by {name}</source>
        <translation type="vanished">Alan: {name}</translation>
    </message>
    <message>
        <source>{i} of {n}</source>
        <translation type="vanished">{i} / {n}</translation>
    </message>
    <message>
        <source>Earlier (←)</source>
        <translation type="vanished">Önceki (←)</translation>
    </message>
    <message>
        <source>Later (→)</source>
        <translation type="vanished">Sonraki (→)</translation>
    </message>
    <message>
        <source>{zone}: seen only by you</source>
        <translation type="vanished">{zone}: yalnızca sen görüyorsun</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation type="vanished">Seçimi temizle</translation>
    </message>
    <message>
        <source>Hint: {action} — {reason}</source>
        <translation type="vanished">İpucu: {action} — {reason}</translation>
    </message>
    <message>
        <source>{action} is just as good: the two cards play alike from here.</source>
        <translation type="vanished">{action} da aynı derecede iyi: bundan sonra iki kart aynı işi görür.</translation>
    </message>
    <message>
        <source>{action} is about as good: {reason}.</source>
        <translation type="vanished">Bu da hemen hemen aynı derecede iyi: {action} ({reason}).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="vanished">Oyun bitti.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="vanished">Dağıtım bitti.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} düşünüyor…</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Trump: {symbol} {name}</source>
        <translation>Koz: {symbol} {name}</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation type="vanished">İpucu düşünülüyor…</translation>
    </message>
    <message>
        <source>{action} is about as good ({pct}%).</source>
        <translation type="vanished">Bu da hemen hemen aynı derecede iyi: {action} (%{pct}).</translation>
    </message>
</context>
<context>
    <name>UnfinishedBox</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+24"/>
        <source>“Keep” saves it as a file (Game ▸ Open Recent) and starts the new game; “Discard” loses it.</source>
        <translation>“Sakla” onu bir dosyaya kaydeder (Oyun ▸ Son Açılanlar) ve yeni oyunu başlatır; “Sil” onu kaybeder.</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+9"/>
        <source>&amp;Keep It, Start the New Game</source>
        <translation>&amp;Sakla, Yeni Oyunu Başlat</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>Yarım kalmış bir {game} oyunun var (%n hamle oynandı, dağıtım {seed}). Yeni oyun yerine ona devam edilsin mi?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <location line="-65"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation>
            <numerusform>Yarım kalmış bir {game} oyunun var (%n hamle oynandı, dağıtım no. {seed}). Devam etmek ister misin?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation>
            <numerusform>Yarım kalmış bir {game} oyunun var (%n hamle oynandı, dağıtım {seed}). Yeni oyun yerine ona devam edilsin mi?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../cardtable/ui/window_actions.py" line="+159"/>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Yeni Oyun…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart This Deal</source>
        <translation>Bu Dağıtımı &amp;Yeniden Başlat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards again from the first move, every seat as it was</source>
        <translation>Aynı kartlar ilk hamleden yeniden, her koltuk olduğu gibi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation>&amp;Başka Oyuncu Olarak Tekrar Oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch This Game Again</source>
        <translation>Bu Oyunu Baştan İ&amp;zle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;Game List</source>
        <translation>&amp;Oyun Listesine Dön</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>S&amp;on Açılanlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>&amp;Farklı Kaydet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view This Game</source>
        <translation>Bu Oyunu &amp;İncele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review a Sa&amp;ved Game…</source>
        <translation>Kaydedilmiş Bir Oyunu İn&amp;cele…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>Hamlemi &amp;Geri Al</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red&amp;o My Move</source>
        <translation>Hamlemi Y&amp;inele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>İp&amp;ucu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation>Son &amp;Löve ya da Alınan Kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;core Sheet</source>
        <translation>&amp;Puan Tablosu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demo (computer players only)</source>
        <translation>&amp;Demo (yalnızca bilgisayar oyuncuları)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics</source>
        <translation>İ&amp;statistikler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Çı&amp;k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ayarlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Tercihler…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation &amp;speed</source>
        <translation>Animasyon &amp;hızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Hızlı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cards Played</source>
        <translation>&amp;Oynanan Kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Araç Çubuğu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo Shows Every &amp;Hand</source>
        <translation>Demo Bütün &amp;Elleri Gösterir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bigger Cards</source>
        <translation>Daha &amp;Büyük Kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;maller Cards</source>
        <translation>Daha &amp;Küçük Kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High-Contrast Table</source>
        <translation>Yüksek &amp;Karşıtlıklı Masa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full Screen</source>
        <translation>Tam &amp;Ekran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Nasıl Oynanır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Klavye Kısayolları</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Card Table</source>
        <translation>Card Table &amp;Hakkında</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toolbar</source>
        <translation>Araç çubuğu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New</source>
        <translation>Yeni</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restart</source>
        <translation>Yeniden başlat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Geri al</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>Yinele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>İpucu</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Cards at {size}%</source>
        <translation>Kartlar %{size}</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+77"/>
        <location line="+29"/>
        <source>Unfinished game</source>
        <translation>Yarım kalmış oyun</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it?</source>
        <translation type="vanished">Yarım kalmış bir {game} oyunun var (1 hamle oynandı, dağıtım no. {seed}). Devam etmek ister misin?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">Yarım kalmış bir {game} oyunun var ({moves} hamle oynandı, dağıtım no. {seed}). Devam etmek ister misin?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">Yarım kalmış bir {game} oyunun var (1 hamle oynandı, dağıtım {seed}). Yeni oyun yerine ona devam edilsin mi?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">Yarım kalmış bir {game} oyunun var ({moves} hamle oynandı, dağıtım {seed}). Yeni oyun yerine ona devam edilsin mi?</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The unfinished game is kept as {file}</source>
        <translation>Yarım kalan oyun {file} olarak saklandı</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot continue the game</source>
        <translation>Oyuna devam edilemiyor</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a saved game</source>
        <translation>Kayıtlı bir oyun aç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Kayıtlı oyunlar (*.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the game</source>
        <translation>Oyun açılamıyor</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Listeyi Temizle</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the game as</source>
        <translation>Oyunu farklı kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json)</source>
        <translation>Kayıtlı oyunlar (*.json)</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+96"/>
        <source>Cannot save the game</source>
        <translation>Oyun kaydedilemiyor</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>Yarım kalmış bir {game} oyunun var (%n hamle oynandı, dağıtım no. {seed}). Devam etmek ister misin?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>Yarım kalmış bir {game} oyunun var (%n hamle oynandı, dağıtım {seed}). Yeni oyun yerine ona devam edilsin mi?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved as {file}</source>
        <translation>{file} olarak kaydedildi</translation>
    </message>
</context>
<context>
    <name>WindowFlow</name>
    <message>
        <location filename="../cardtable/ui/window_flow.py" line="+78"/>
        <source>Your move</source>
        <translation>Senin hamlen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not ask &amp;again (Preferences can turn it back on)</source>
        <translation>Bir daha &amp;sorma (tercihlerden yeniden açılabilir)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Abandon the game?</source>
        <translation>Oyun yarıda bırakılsın mı?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress will be abandoned (it is not counted in the statistics). Go on?</source>
        <translation>Süren oyun yarıda bırakılacak (istatistiklere sayılmaz). Devam edilsin mi?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot start the game</source>
        <translation>Oyun başlatılamıyor</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The game cannot go on</source>
        <translation>Oyun devam edemiyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{error}

The game was closed; the rest of Card Table works as before.</source>
        <translation>{error}

Oyun kapatıldı; Card Table&apos;ın geri kalanı eskisi gibi çalışıyor.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>The game could not be autosaved: {error}</source>
        <translation>Oyun otomatik kaydedilemedi: {error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+15"/>
        <location line="+5"/>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The statistics cannot be kept: {error}</source>
        <translation>İstatistikler kaydedilemiyor: {error}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation type="vanished">&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="vanished">&amp;Yeni Oyun…</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation type="vanished">Bu Dağıtımı &amp;Tekrar Oyna</translation>
    </message>
    <message>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation type="vanished">&amp;Başka Oyuncu Olarak Tekrar Oyna</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation type="vanished">Bu Oyunu Baştan İ&amp;zle</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">&amp;Aç…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">S&amp;on Açılanlar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="vanished">&amp;Farklı Kaydet…</translation>
    </message>
    <message>
        <source>&amp;Undo My Move</source>
        <translation type="vanished">Hamlemi &amp;Geri Al</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">İp&amp;ucu</translation>
    </message>
    <message>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation type="vanished">Son &amp;Löve ya da Alınan Kartlar</translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation type="vanished">&amp;Puan Tablosu</translation>
    </message>
    <message>
        <source>&amp;Demo (computer players only)</source>
        <translation type="vanished">&amp;Demo (yalnızca bilgisayar oyuncuları)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="vanished">İ&amp;statistikler</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">Çı&amp;k</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="vanished">&amp;Ayarlar</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="vanished">&amp;Tercihler…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="vanished">Animasyon &amp;hızı</translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="vanished">Kapalı</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="vanished">Hızlı</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="vanished">Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="vanished">Yavaş</translation>
    </message>
    <message>
        <source>&amp;Cards Played</source>
        <translation type="vanished">&amp;Oynanan Kartlar</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="vanished">Tam &amp;Ekran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="vanished">&amp;Nasıl Oynanır</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="vanished">&amp;Kurallar</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation type="vanished">Card Table &amp;Hakkında</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="+171"/>
        <source>Language</source>
        <translation>Dil</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The preferences could not be saved: {error}</source>
        <translation>Tercihler kaydedilemedi: {error}</translation>
    </message>
</context>
<context>
    <name>WindowReview</name>
    <message>
        <location filename="../cardtable/ui/review/window_review.py" line="+46"/>
        <source>Review</source>
        <translation>İnceleme</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>There is no game on the table to review.</source>
        <translation>Masada incelenecek bir oyun yok.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Review a saved game</source>
        <translation>Kaydedilmiş bir oyunu incele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Kayıtlı oyunlar (*.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot review the game</source>
        <translation>Oyun incelenemiyor</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The review could not be saved</source>
        <translation>İnceleme kaydedilemedi</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+4"/>
        <source>Practise from here</source>
        <translation>Buradan çalış</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../cardtable/ai/levels.py" line="+34"/>
        <source>Beginner</source>
        <translation>Acemi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Orta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Usta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays sensibly by simple rules, but makes mistakes now and then.</source>
        <translation>Basit kurallarla mantıklı oynar ama arada bir hata yapar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays by the game&apos;s rules of thumb, without mistakes.</source>
        <translation>Oyunun pratik kurallarına göre, hatasız oynar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches thousands of possible deals of the unseen cards before each move.</source>
        <translation>Her hamleden önce görünmeyen kartların binlerce olası dağılımını inceler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches about four times as many deals as the expert and solves more endgames exactly; in three-handed Pinochle it bids by playing the deal out.</source>
        <translation>Uzman seviyesinin yaklaşık dört katı dağılım inceler ve daha çok oyun sonunu kesin olarak çözer; üç kişilik Pinochle&apos;da teklifini dağıtımı sonuna kadar oynayarak verir.</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/random_agent.py" line="+15"/>
        <source>Random</source>
        <translation>Rastgele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a uniformly random legal action.</source>
        <translation>Geçerli hamlelerden birini tamamen rastgele oynar.</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/search_agent.py" line="+53"/>
        <source>wins {pct}% of {n} sampled deals of the unseen cards, with best play</source>
        <translation>en iyi oyunla, görünmeyen kartların {n} örnek dağılımında kazanma oranı %{pct}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wins {pct}% over the {n} possible deals of the unseen cards, with best play</source>
        <translation>en iyi oyunla, görünmeyen kartların olası {n} dağılımının tümünde kazanma oranı %{pct}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wins with best play</source>
        <translation>en iyi oyunla kazanır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loses against best play, but leaves the opponent the most ways to go wrong</source>
        <translation>en iyi oyuna karşı kaybeder ama rakibe hata yapması için en çok fırsatı bırakır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loses against best play</source>
        <translation>en iyi oyuna karşı kaybeder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws with best play, and leaves the opponent the most ways to go wrong</source>
        <translation>en iyi oyunla berabere kalır ve rakibe hata yapması için en çok fırsatı bırakır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draws with best play</source>
        <translation>en iyi oyunla berabere kalır</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <location line="+292"/>
        <location line="+18"/>
        <location line="+9"/>
        <source>not explored</source>
        <translation>incelenmedi</translation>
    </message>
    <message>
        <location line="-337"/>
        <source>wins {pct}% of {n} simulations</source>
        <translation>{n} simülasyonda kazanma oranı %{pct}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>with best play in {n} sampled deals of the unseen cards: {pct}% chance of winning the game</source>
        <translation>en iyi oyunla, görünmeyen kartların {n} örnek dağılımında oyunu kazanma şansı %{pct}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with best play over the {n} possible deals of the unseen cards: {pct}% chance of winning the game</source>
        <translation>en iyi oyunla, görünmeyen kartların olası {n} dağılımının tümünde oyunu kazanma şansı %{pct}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with best play: {pct}% chance of winning the game</source>
        <translation>en iyi oyunla oyunu kazanma şansı %{pct}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{pct}% chance of winning the game, over {n} simulations</source>
        <translation>{n} simülasyonda oyunu kazanma şansı %{pct}</translation>
    </message>
    <message>
        <location line="+295"/>
        <source>certain: no other move can do better</source>
        <translation>kesin: başka hiçbir hamle daha iyi olamaz</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tells your partner about your hand</source>
        <translation>ortağına elindekileri bildirir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the usual play here (rules of thumb)</source>
        <translation>burada olağan hamle (pratik kurallar)</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../cardtable/ai/thinking.py" line="+93"/>
        <source>the usual play, and the search finds no clearly better move: {pct}% chance of winning the game, over {n} simulations</source>
        <translation>olağan hamle ve arama açıkça daha iyisini bulamıyor: {n} simülasyonda oyunu kazanma şansı %{pct}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardtable/ai/thinking.py" line="+3"/>
        <source>the usual play, and the search finds no clearly better move: wins {pct}% of {n} simulations</source>
        <translation>olağan hamle ve arama açıkça daha iyisini bulamıyor: {n} simülasyonda kazanma oranı %{pct}</translation>
    </message>
    <message>
        <location filename="../cardtable/app/autosave.py" line="+129"/>
        <source>The unfinished game could not be restored: {error}. The file was kept as {kept}.</source>
        <translation>Yarım kalan oyun geri yüklenemedi: {error}. Dosya {kept} olarak saklandı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The unfinished game could not be restored: {error}.</source>
        <translation>Yarım kalan oyun geri yüklenemedi: {error}.</translation>
    </message>
    <message>
        <location filename="../cardtable/app/session.py" line="+206"/>
        <source>Player {number}</source>
        <translation>Oyuncu {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer {number}</source>
        <translation>Bilgisayar {number}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>the game is over</source>
        <translation>oyun bitti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is {name}&apos;s turn, a computer player</source>
        <translation>sıra bir bilgisayar oyuncusunda: {name}</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>hints are for a person to move</source>
        <translation>ipucu yalnızca sıra bir kişideyken verilir</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name}&apos;s hint failed</source>
        <translation>{name} için ipucu başarısız oldu</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{name}&apos;s computer player ({old}) is not available here; it plays at the default level</source>
        <translation>{name} için seçilen bilgisayar oyuncusu ({old}) burada yok; varsayılan seviyede oynuyor</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>{name}&apos;s computer player failed</source>
        <translation>{name} için bilgisayar oyuncusu hata verdi</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>{name} chose an illegal move</source>
        <translation>{name} geçersiz bir hamle seçti</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>{name}&apos;s computer player crashed; the built-in player moved instead</source>
        <translation>{name} için bilgisayar oyuncusu çöktü; onun yerine yerleşik oyuncu oynadı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s computer player stopped answering; the built-in player moved instead</source>
        <translation>{name} için bilgisayar oyuncusu yanıt vermeyi bıraktı; onun yerine yerleşik oyuncu oynadı</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{name} failed to choose a move</source>
        <translation>{name} bir hamle seçemedi</translation>
    </message>
    <message>
        <location filename="../cardtable/app/settings.py" line="+102"/>
        <source>The preferences are not a JSON object ({kind}); using the defaults</source>
        <translation>Tercihler bir JSON nesnesi değil ({kind}); varsayılanlar kullanılıyor</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preference &apos;{name}&apos;: {value!r} is {problem}; using the default {default!r}</source>
        <translation>&apos;{name}&apos; tercihi: {value!r} {problem}; varsayılan {default!r} kullanılıyor</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not true or false</source>
        <translation>doğru ya da yanlış değil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a number</source>
        <translation>sayı değil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not of type {kind}</source>
        <translation>{kind} türünde değil</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not one of {choices}</source>
        <translation>{choices} değerlerinden biri değil</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a colour like #2e6b3f</source>
        <translation>#2e6b3f gibi bir renk değil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a language code like &apos;it&apos; or &apos;pt_BR&apos;</source>
        <translation>&apos;it&apos; ya da &apos;pt_BR&apos; gibi bir dil kodu değil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not base64 text</source>
        <translation>base64 metni değil</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>not an object</source>
        <translation>nesne değil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not one of the card sizes</source>
        <translation>kart boylarından biri değil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a list of file names</source>
        <translation>dosya adı listesi değil</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot read the preferences {path}: {error}</source>
        <translation>Tercih dosyası okunamıyor ({path}): {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The preferences could not be used ({error}); Card Table starts with the defaults. The damaged file is kept as {kept}</source>
        <translation>Tercihler kullanılamadı ({error}); Card Table varsayılanlarla başlıyor. Bozuk dosya {kept} olarak saklandı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preferences could not be used ({error}); Card Table starts with the defaults</source>
        <translation>Tercihler kullanılamadı ({error}); Card Table varsayılanlarla başlıyor</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A copy of the preferences as they were is kept as {kept}</source>
        <translation>Tercihlerin önceki hâlinin bir kopyası {kept} olarak saklandı</translation>
    </message>
    <message>
        <source>The preferences {file} are not valid JSON ({error} at line {line}); using the defaults; the damaged file is kept as {kept}</source>
        <translation type="vanished">{file} tercih dosyası geçerli JSON değil (satır {line}: {error}); varsayılanlar kullanılıyor; bozuk dosya {kept} olarak saklandı</translation>
    </message>
    <message>
        <source>The preferences {file} are not valid JSON ({error} at line {line}); using the defaults</source>
        <translation type="vanished">{file} tercih dosyası geçerli JSON değil (satır {line}: {error}); varsayılanlar kullanılıyor</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The preferences were written by a newer Card Table (version {version}); reading what this version knows</source>
        <translation>Tercihler daha yeni bir Card Table sürümüyle yazılmış (sürüm {version}); bu sürümün tanıdığı kadarı okunuyor</translation>
    </message>
    <message>
        <location filename="../cardtable/app/stats.py" line="+256"/>
        <source>The statistics cannot be written ({error}); they are shown but this session&apos;s games are not counted.</source>
        <translation>İstatistikler yazılamıyor ({error}); gösteriliyorlar ama bu oturumun oyunları sayılmıyor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics cannot be opened ({error}); they are off until Card Table is started again. The file was left as it is.</source>
        <translation>İstatistikler açılamıyor ({error}); Card Table yeniden başlatılana kadar kapalı. Dosyaya dokunulmadı.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The statistics database could not be read ({error}); it was kept as {backup} and a new one was started.</source>
        <translation>İstatistik veritabanı okunamadı ({error}); {backup} olarak saklandı ve yenisi başlatıldı.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>The statistics could not be read ({error}); the file was left as it is.</source>
        <translation>İstatistikler okunamadı ({error}); dosyaya dokunulmadı.</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/cards.py" line="+29"/>
        <source>Spades</source>
        <translation>Maça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Kupa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Sinek</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+65"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Spade</source>
        <translation type="vanished">Spade</translation>
    </message>
    <message>
        <source>Bastoni</source>
        <translation type="vanished">Bastoni</translation>
    </message>
    <message>
        <source>Coppe</source>
        <translation type="vanished">Coppe</translation>
    </message>
    <message>
        <source>Denari</source>
        <translation type="vanished">Denari</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Swords</source>
        <translation>Kılıç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batons</source>
        <translation>Sopa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups</source>
        <translation>Kadeh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>Altın</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two</source>
        <translation>İkili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Üçlü</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four</source>
        <translation>Dörtlü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Beşli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>Altılı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Yedili</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eight</source>
        <translation>Sekizli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Dokuzlu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten</source>
        <translation>Onlu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Vale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Papaz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>Kırmızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Siyah</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Knight</source>
        <translation>Şövalye</translation>
    </message>
    <message>
        <source>Asso</source>
        <translation type="vanished">Asso</translation>
    </message>
    <message>
        <source>Due</source>
        <translation type="vanished">Due</translation>
    </message>
    <message>
        <source>Tre</source>
        <translation type="vanished">Tre</translation>
    </message>
    <message>
        <source>Quattro</source>
        <translation type="vanished">Quattro</translation>
    </message>
    <message>
        <source>Cinque</source>
        <translation type="vanished">Cinque</translation>
    </message>
    <message>
        <source>Sei</source>
        <translation type="vanished">Sei</translation>
    </message>
    <message>
        <source>Sette</source>
        <translation type="vanished">Sette</translation>
    </message>
    <message>
        <source>Fante</source>
        <translation type="vanished">Fante</translation>
    </message>
    <message>
        <source>Cavallo</source>
        <translation type="vanished">Cavallo</translation>
    </message>
    <message>
        <source>Re</source>
        <translation type="vanished">Re</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{colour} Joker</source>
        <translation>{colour} Joker</translation>
    </message>
    <message>
        <source>{rank} di {suit}</source>
        <translation type="vanished">{rank} di {suit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/i18n.py" line="+111"/>
        <source>{list}, {item}</source>
        <extracomment>A list&apos;s separator: {list} is the list so far, {item} the next one (&quot;A, B&quot; -&gt; &quot;A、B&quot;)</extracomment>
        <translation>{list}, {item}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{list} &amp; {item}</source>
        <extracomment>Partners named as one side: {list} the names so far, {item} the next (&quot;A &amp; B&quot; -&gt; &quot;A・B&quot;)</extracomment>
        <translation>{list} &amp; {item}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>side {n}</source>
        <translation>takım {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {n}</source>
        <translation>oyuncu {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/score_sheet.py" line="+20"/>
        <source>Target: {value}</source>
        <translation>Hedef: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals to win: {value}</source>
        <translation>Kazanılması gereken dağıtım: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deals played: {value}</source>
        <translation>Oynanan dağıtım: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty: {value}</source>
        <translation>Kasa: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the series: {value}</source>
        <translation>Serideki oyun sayısı: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games played: {value}</source>
        <translation>Oynanan oyun: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn games: {value}</source>
        <translation>Berabere biten oyun: {value}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="+152"/>
        <source>Deal {deal}</source>
        <translation>Dağıtım {deal}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deals 1–{last}</source>
        <translation>Dağıtım 1–{last}</translation>
    </message>
    <message>
        <location line="+37"/>
        <location filename="../cardtable/ui/table/scene.py" line="+114"/>
        <source>Seat {n}</source>
        <translation>Oyuncu {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats {list}</source>
        <translation>Oyuncular {list}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/state.py" line="+305"/>
        <source>Points</source>
        <translation>Puan</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/__init__.py" line="+22"/>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian trick-taking game with a trump suit and no duty to follow: win the aces and threes. 2, 3, 4 (partners) or 6 (two teams of three) players.</source>
        <translation>Kozlu ve renge uyma zorunluluğu olmayan İtalyan löve oyunu: asları ve üçlüleri topla. 2, 3, 4 (ortaklı) ya da 6 (üçer kişilik iki takım) oyuncu.</translation>
    </message>
    <message>
        <location line="+56"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+21"/>
        <location filename="../cardtable/games/pishti/layout.py" line="+33"/>
        <location filename="../cardtable/games/shithead/layout.py" line="+17"/>
        <source>Hand</source>
        <translation>El</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+6"/>
        <location filename="../cardtable/games/pishti/layout.py" line="+4"/>
        <location filename="../cardtable/games/shithead/layout.py" line="+9"/>
        <source>Stock</source>
        <translation>Deste</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+3"/>
        <source>Trump card</source>
        <translation>Koz kartı</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="-4"/>
        <source>Trick</source>
        <translation>Löve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards won</source>
        <translation>Alınan kartlar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left out of the pack</source>
        <translation>Desteden çıkarılan</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/agents.py" line="+165"/>
        <location filename="../cardtable/games/pinochle/agents.py" line="+194"/>
        <location filename="../cardtable/games/pishti/agents.py" line="+154"/>
        <location filename="../cardtable/games/shithead/agents.py" line="+97"/>
        <source>Greedy</source>
        <translation>Açgözlü</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leads cheap cards, takes points in the led suit, trumps only rich tricks, feeds points to a partner who is winning, and signals to partners and reads their signals when the table allows it.</source>
        <translation>Ucuz kartlarla açar, açılan renkte puan alır, yalnızca değerli lövelere koz vurur, löveyi almakta olan ortağına puan verir; tablo izin verdiğinde ortaklarına işaret verir ve onların işaretlerini okur.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/rules.py" line="+27"/>
        <source>I hold the trump ace</source>
        <translation>koz ası bende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump three</source>
        <translation>koz üçlüsü bende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump king</source>
        <translation>koz papazı bende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump knight</source>
        <translation>koz atı bende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump jack</source>
        <translation>koz valesi bende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold no trump</source>
        <translation>bende koz yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold a low trump</source>
        <translation>bende küçük bir koz var</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold a non-trump ace or three</source>
        <translation>bende koz olmayan bir as ya da üçlü var</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump ace</source>
        <translation>İşaret: koz ası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump three</source>
        <translation>İşaret: koz üçlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump king</source>
        <translation>İşaret: koz papazı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump knight</source>
        <translation>İşaret: koz atı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump jack</source>
        <translation>İşaret: koz valesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: no trump</source>
        <translation>İşaret: koz yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: a low trump</source>
        <translation>İşaret: küçük koz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: ace or three</source>
        <translation>İşaret: as ya da üçlü</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="+64"/>
        <source>Pack</source>
        <translation>Deste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian 40 cards, or a French pack without 10s, 9s and 8s</source>
        <translation>40 kartlık İtalyan destesi ya da 10&apos;lu, 9&apos;lu ve 8&apos;lileri çıkarılmış Fransız destesi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italian (40)</source>
        <translation>İtalyan (40)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French (40)</source>
        <translation>Fransız (40)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match</source>
        <translation>Maç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal, or the first side to win 2 of 3 or 3 of 5 deals (drawn deals do not count)</source>
        <translation>Tek dağıtım ya da 3 dağıtımdan 2&apos;sini veya 5 dağıtımdan 3&apos;ünü ilk kazanan takım (berabere biten dağıtımlar sayılmaz)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="+22"/>
        <location line="+55"/>
        <source>Single deal</source>
        <translation>Tek dağıtım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of 3</source>
        <translation>3 dağıtımın en iyisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of 5</source>
        <translation>5 dağıtımın en iyisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two removed (3 players)</source>
        <translation>Çıkarılan ikili (3 oyuncu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit of the 2 taken out of the pack for 3 players</source>
        <translation>3 oyuncuda desteden çıkarılan ikilinin rengi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batons / clubs</source>
        <translation>Sopa / sinek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swords / spades</source>
        <translation>Kılıç / maça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups / hearts</source>
        <translation>Kadeh / kupa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins / diamonds</source>
        <translation>Altın / karo</translation>
    </message>
    <message>
        <source>Bastoni / clubs</source>
        <translation type="vanished">Bastoni / sinek</translation>
    </message>
    <message>
        <source>Spade / spades</source>
        <translation type="vanished">Spade / maça</translation>
    </message>
    <message>
        <source>Coppe / hearts</source>
        <translation type="vanished">Coppe / kupa</translation>
    </message>
    <message>
        <source>Denari / diamonds</source>
        <translation type="vanished">Denari / karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner signals</source>
        <translation>Ortak işaretleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partners may signal what they hold to each other (4 and 6 players), with one of three tables; the first trick is played without signals</source>
        <translation>Ortaklar ellerindekini birbirlerine işaretle bildirebilir (4 ve 6 oyuncu); üç tablodan biri kullanılır; ilk löve işaretsiz oynanır</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No signals</source>
        <translation>İşaret yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pagat: ace, three, king, knight, jack</source>
        <translation>Pagat: as, üçlü, papaz, at, vale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italian: ace, three, king, knight, no trump, a low trump</source>
        <translation>İtalyan: as, üçlü, papaz, at, koz yok, küçük koz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English: ace, three, king, knight, jack, a non-trump ace or three</source>
        <translation>İngiliz: as, üçlü, papaz, at, vale, koz olmayan bir as ya da üçlü</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pagat and no trump (earlier table)</source>
        <translation>Pagat ve koz yok (eski tablo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open hands (2 players)</source>
        <translation>Açık eller (2 oyuncu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play with both hands face up, optionally with the next card of the stock shown</source>
        <translation>İki el de açık oynanır; istenirse destedeki sıradaki kart da gösterilir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closed</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Open hands</source>
        <translation>Açık eller</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Open hands and next card</source>
        <translation>Açık eller ve sıradaki kart</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best of five deals</source>
        <translation>Beş dağıtımın en iyisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of three deals</source>
        <translation>Üç dağıtımın en iyisi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open hands, next card shown</source>
        <translation>Açık eller, sıradaki kart görünür</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/state.py" line="+32"/>
        <source>Won by {seats}</source>
        <translation>Kazanan: {seats}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/shithead/state.py" line="+39"/>
        <source>You won</source>
        <translation>Kazandın</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+656"/>
        <location filename="../cardtable/games/pinochle/records.py" line="+136"/>
        <location line="+35"/>
        <location filename="../cardtable/games/pishti/action_text.py" line="+29"/>
        <location line="+90"/>
        <source>plays {card}</source>
        <translation>{card} oynar</translation>
    </message>
    <message>
        <location line="-655"/>
        <location filename="../cardtable/games/pinochle/records.py" line="-34"/>
        <location filename="../cardtable/games/pishti/action_text.py" line="-89"/>
        <source>You play {card}</source>
        <translation>{card} oynadın</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+656"/>
        <source>signals: {meaning}</source>
        <translation>işaret verir: {meaning}</translation>
    </message>
    <message>
        <location line="-655"/>
        <source>You signal: {meaning}</source>
        <translation>İşaret verdin: {meaning}</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>deal won</source>
        <translation>kazanılan dağıtım</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Drawn</source>
        <translation>Berabere</translation>
    </message>
    <message>
        <location line="+338"/>
        <source>Kings, knights and jacks</source>
        <translation>Papazlar, atlar ve valeler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kings, queens and jacks</source>
        <translation>Papazlar, kızlar ve valeler</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="-90"/>
        <location line="+80"/>
        <source>Aces</source>
        <translation>Aslar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threes</source>
        <translation>Üçlüler</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="-70"/>
        <source>Card points</source>
        <translation>Kart puanları</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="-2"/>
        <source>Tricks won</source>
        <translation>Alınan löveler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wins scored</source>
        <translation>Kazanılan galibiyet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal won</source>
        <translation>Kazanılan dağıtım</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wins</source>
        <translation>Galibiyetler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won</source>
        <translation>Kazanılan dağıtımlar</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../cardtable/games/pinochle/sheet.py" line="+95"/>
        <source>{points} this deal</source>
        <translation>bu dağıtımda {points}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/__init__.py" line="+20"/>
        <source>Pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick-taking and melding with a doubled pack of A 10 K Q J 9: two-handed with a stock, three-handed auction with a widow, partnerships of four, six or eight, with or without bidding.</source>
        <translation>Çift A 10 K Q J 9 destesiyle löve ve ilan oyunu: desteli iki kişilik, orta kartlı üç kişilik ihale, dört, altı ya da sekiz kişilik ortaklı oyun; teklifli ya da teklifsiz.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/agents.py" line="+2"/>
        <source>Bids from its meld and an estimate of trick points, picks the best trump, buries points from short suits, melds the biggest meld it can, wins tricks worth taking with the cheapest card and declares out when it can.</source>
        <translation>İlanına ve tahmini löve puanına göre teklif verir, en iyi kozu seçer, kısa renklerden puan gömer, yapabildiği en büyük ilanı yapar, almaya değer löveleri en ucuz kartla alır ve fırsat bulunca bitti der.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/auction.py" line="+85"/>
        <source>The widow: {cards}</source>
        <translation>Orta kartlar: {cards}</translation>
    </message>
    <message>
        <location line="+85"/>
        <location filename="../cardtable/games/pinochle/partnership.py" line="+198"/>
        <source>Trumps: {suit}</source>
        <translation>Koz: {suit}</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Concede the hand? It costs you one chip.</source>
        <translation>Pes edilsin mi? Sana bir fişe mal olur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concede the hand? It costs you {n} chips.</source>
        <translation>Pes edilsin mi? Sana {n} fişe mal olur.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>chips</source>
        <translation>fiş</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>conceded the forced bid</source>
        <translation>zorunlu teklifte pes etti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>conceded</source>
        <translation>pes etti</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>made the bid</source>
        <translation>teklifi tutturdu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>went set</source>
        <translation>teklifi tutturamadı</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{seat:C} bid {bid} and {how}</source>
        <translation>{seat:C}: {bid} teklif, {how}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/bidding.py" line="+100"/>
        <source>Everyone passed: the dealer takes the forced bid of {bid}</source>
        <translation>Herkes pas dedi: dağıtıcı {bid} zorunlu teklifini alır</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/contract_judge.py" line="+56"/>
        <source>conceding costs {chips} chips, whatever the deal</source>
        <translation>pes etmek, dağılım ne olursa olsun {chips} fişe mal olur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on average {chips:+.1f} chips over {n} played-out deals</source>
        <translation>sonuna kadar oynanan {n} dağıtımda ortalama {chips:+.1f} fiş</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>makes the bid in {pct}% of {n} played-out deals (on average {chips:+.1f} chips)</source>
        <translation>sonuna kadar oynanan {n} dağıtımda teklifi tutturma oranı %{pct} (ortalama {chips:+.1f} fiş)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/knowledge.py" line="+121"/>
        <source>seat {seat} has no {suit}</source>
        <translation>oyuncu {seat}: {suit} yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seat {seat} has no {suit} above the {rank}</source>
        <translation>oyuncu {seat}: {rank} üstünde {suit} yok</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the widow cards are in seat {seat}&apos;s hand or buried</source>
        <translation>orta kartları oyuncu {seat} elinde tutuyor ya da gömdü</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/layout.py" line="-2"/>
        <location filename="../cardtable/games/pinochle/sheet.py" line="+20"/>
        <location line="+44"/>
        <source>Meld</source>
        <translation>İlan</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Widow</source>
        <translation>Orta kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buried</source>
        <translation>Gömülen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/melds.py" line="+21"/>
        <source>flush</source>
        <translation>seri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>royal marriage</source>
        <translation>koz evliliği</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>marriage</source>
        <translation>evlilik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dix</source>
        <translation>diks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hundred aces</source>
        <translation>dört as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighty kings</source>
        <translation>dört papaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sixty queens</source>
        <translation>dört kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forty jacks</source>
        <translation>dört vale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinochle</source>
        <translation>pinokl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double pinochle</source>
        <translation>çift pinokl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>triple pinochle</source>
        <translation>üçlü pinokl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple pinochle</source>
        <translation>dörtlü pinokl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double flush</source>
        <translation>çift seri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple flush</source>
        <translation>üçlü seri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple flush</source>
        <translation>dörtlü seri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two royal marriages</source>
        <translation>iki koz evliliği</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three royal marriages</source>
        <translation>üç koz evliliği</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four royal marriages</source>
        <translation>dört koz evliliği</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two marriages in one suit</source>
        <translation>aynı renkte iki evlilik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three marriages in one suit</source>
        <translation>aynı renkte üç evlilik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four marriages in one suit</source>
        <translation>aynı renkte dört evlilik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thousand aces</source>
        <translation>bin as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple aces</source>
        <translation>üç kat as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple aces</source>
        <translation>dört kat as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight hundred kings</source>
        <translation>sekiz yüz papaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple kings</source>
        <translation>üç kat papaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple kings</source>
        <translation>dört kat papaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six hundred queens</source>
        <translation>altı yüz kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple queens</source>
        <translation>üç kat kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple queens</source>
        <translation>dört kat kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four hundred jacks</source>
        <translation>dört yüz vale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple jacks</source>
        <translation>üç kat vale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple jacks</source>
        <translation>dört kat vale</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/records.py" line="-64"/>
        <source>{meld} ({points})</source>
        <translation>{meld} ({points})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange {card} for the trump card</source>
        <translation>{card} kartını koz kartıyla değiştir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass {card}</source>
        <translation>{card} kartını ortağına ver</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bury {card}</source>
        <translation>{card} kartını göm</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+44"/>
        <source>Bid {value}</source>
        <translation>{value} teklif et</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No exchange</source>
        <translation>Değiştirme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the bid</source>
        <translation>Teklifi oyna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Concede</source>
        <translation>Pes et</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare out</source>
        <translation>Bitti de</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+35"/>
        <source>melds {meld}: {cards}</source>
        <translation>{meld} ilan eder: {cards}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>You meld {meld}: {cards}</source>
        <translation>{meld} ilan ettin: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <source>exchanges {card} for the trump card</source>
        <translation>{card} kartını koz kartıyla değiştirir</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>You exchange {card} for the trump card</source>
        <translation>{card} kartını koz kartıyla değiştirdin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>passes {card} to the partner</source>
        <translation>{card} kartını ortağına verir</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>You pass {card} to your partner</source>
        <translation>{card} kartını ortağına verdin</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+95"/>
        <location line="+42"/>
        <source>bids {value}</source>
        <translation>{value} teklif eder</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>You bid {value}</source>
        <translation>{value} teklif ettin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+42"/>
        <source>passes</source>
        <translation>pas der</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>You pass</source>
        <translation>Pas dedin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>names {suit} trumps</source>
        <translation>koz olarak {suit} seçer</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>You name {suit} trumps</source>
        <translation>Koz olarak {suit} seçtin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>buries {cards}</source>
        <translation>gömer: {cards}</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>You bury {cards}</source>
        <translation>Gömdün: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>concedes</source>
        <translation>pes eder</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You concede</source>
        <translation>Pes ettin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>plays the forced bid</source>
        <translation>zorunlu teklifi oynar</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You play the forced bid</source>
        <translation>Zorunlu teklifi oynadın</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>declares out</source>
        <translation>bitti der</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You declare out</source>
        <translation>Bitti dedin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>keeps the cards (no dix exchange)</source>
        <translation>kartlarını tutar (diks değişimi yok)</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>You keep the cards (no dix exchange)</source>
        <translation>Kartlarını tuttun (diks değişimi yok)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>melds no more</source>
        <translation>başka ilan etmez</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You meld no more</source>
        <translation>Başka ilan etmedin</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>passes a card to the partner</source>
        <translation>ortağına bir kart verir</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>buries a card</source>
        <translation>bir kart gömer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buries three cards</source>
        <translation>üç kart gömer</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/rules.py" line="-19"/>
        <source>Form</source>
        <translation>Biçim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which Pinochle: two-handed (2 players), three-handed auction (3), partnership (4, 6 or 8) or partnership auction (4, 6 or 8); &quot;Usual for the players&quot; picks the form for the number of players</source>
        <translation>Hangi Pinochle: iki kişilik (2 oyuncu), üç kişilik ihale (3), ortaklı (4, 6 ya da 8) ya da ortaklı ihale (4, 6 ya da 8); &quot;Oyuncu sayısına göre olağan&quot; oyuncu sayısına uygun biçimi seçer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usual for the players</source>
        <translation>Oyuncu sayısına göre olağan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-handed</source>
        <translation>İki kişilik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed auction</source>
        <translation>Üç kişilik ihale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partnership</source>
        <translation>Ortaklı</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+78"/>
        <source>Partnership auction</source>
        <translation>Ortaklı ihale</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>48 cards, or 64 with the eights and sevens (two-handed; the dix is then the seven of trumps). Six and eight players always use the 96-card double pack</source>
        <translation>48 kart ya da sekizli ve yedililerle 64 kart (iki kişilik; diks bu durumda koz yedilisidir). Altı ve sekiz oyuncu her zaman 96 kartlık çift deste kullanır</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>48 cards</source>
        <translation>48 kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>64 cards (with 8s and 7s)</source>
        <translation>64 kart (8&apos;li ve 7&apos;lilerle)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard A 11, 10 10, K 4, Q 3, J 2 with rounding; or the simplified counts A,10 = 10, K,Q = 5; or A,10,K = 10</source>
        <translation>Standart A 11, 10 10, K 4, Q 3, J 2, yuvarlamalı; ya da basit sayımlar A,10 = 10, K,Q = 5; ya da A,10,K = 10</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standard 11/10/4/3/2</source>
        <translation>Standart 11/10/4/3/2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A,10 = 10; K,Q = 5</source>
        <translation>A,10 = 10; K,Q = 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A,10,K = 10</source>
        <translation>A,10,K = 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal, or deals until a side reaches 1000 (both over: 1250, 1500, ...); &quot;Usual for the form&quot; plays one deal two-handed and to 1000 in the partnership forms (the three-handed auction is settled in chips deal by deal)</source>
        <translation>Tek dağıtım ya da bir takım 1000&apos;e ulaşana kadar dağıtımlar (iki takım birden geçerse: 1250, 1500, ...); &quot;Biçime göre olağan&quot; iki kişilikte tek dağıtım, ortaklı biçimlerde 1000&apos;e kadar oynar (üç kişilik ihale her dağıtımda fişlerle ödeşilir)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usual for the form</source>
        <translation>Biçime göre olağan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To 1000</source>
        <translation>1000&apos;e kadar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Always head the trick</source>
        <translation>Löveyi her zaman geç</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Older rule for the strict play: a player must win the trick whenever able (also in the suit led and by over-trumping), not only when trumps are led</source>
        <translation>Katı oyun için eski kural: oyuncu, alabildiği her durumda löveyi almak zorundadır (açılan renkte ve daha büyük kozla geçerek de), yalnızca koz açıldığında değil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minimum bid (three-handed)</source>
        <translation>En düşük teklif (üç kişilik)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lowest opening bid of the three-handed auction</source>
        <translation>Üç kişilik ihalede en düşük açılış teklifi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chip table (three-handed)</source>
        <translation>Fiş tablosu (üç kişilik)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips per bid of 300, 350, ... 600: 3,5,10,15,20,25,30; or 3,5,10,20,40,80,160; or 1,2,4,6,8,10,12</source>
        <translation>300, 350, ... 600&apos;lük teklif başına fiş: 3,5,10,15,20,25,30; ya da 3,5,10,20,40,80,160; ya da 1,2,4,6,8,10,12</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>3 5 10 15 20 25 30</source>
        <translation>3 5 10 15 20 25 30</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 5 10 20 40 80 160</source>
        <translation>3 5 10 20 40 80 160</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 2 4 6 8 10 12</source>
        <translation>1 2 4 6 8 10 12</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades double, hearts triple (three-handed)</source>
        <translation>Maça iki kat, kupa üç kat (üç kişilik)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bid played in spades is worth double chips, in hearts triple</source>
        <translation>Maçada oynanan teklif iki kat, kupada oynanan üç kat fiş getirir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kitty (three-handed)</source>
        <translation>Kasa (üç kişilik)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An imaginary fourth player that only takes part in settlements</source>
        <translation>Yalnızca hesaplaşmalara katılan hayali bir dördüncü oyuncu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding side passes four cards (partnership auction)</source>
        <translation>İhaleyi alan taraf dört kart geçer (ortaklı ihale)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four players, partnership auction: after trumps are named the bidder&apos;s partner passes four cards to the bidder, then the bidder passes four back</source>
        <translation>Dört oyuncu, ortaklı ihale: koz belirlendikten sonra ihaleyi alanın ortağı ona dört kart geçer, ardından ihaleyi alan dört kart geri geçer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Failed bid (three-handed)</source>
        <translation>Tutmayan teklif (üç kişilik)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A failed bid pays double and a concession single; or a failed bid single and a concession half</source>
        <translation>Tutmayan teklif iki kat, pes etmek tek öder; ya da tutmayan teklif tek, pes etmek yarım öder</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double / concession single</source>
        <translation>İki kat / pes etmek tek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single / concession half</source>
        <translation>Tek / pes etmek yarım</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game to 1000</source>
        <translation>1000&apos;e kadar oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>64-card pack</source>
        <translation>64 kartlık deste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simplified count (10/5)</source>
        <translation>Basit sayım (10/5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auction from 250</source>
        <translation>250&apos;den ihale</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/sheet.py" line="-95"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="+17"/>
        <source>Game total</source>
        <translation>Oyun toplamı</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{points} of {bid}</source>
        <translation>{points} / {bid}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid {bid}</source>
        <translation>Teklif {bid}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Last trick</source>
        <translation>Son löve</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Meld kept (a trick won)</source>
        <translation>Geçerli ilan (löve alındı)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+41"/>
        <source>Card points (with the last trick)</source>
        <translation>Kart puanları (son löveyle)</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+47"/>
        <source>Card points rounded</source>
        <translation>Yuvarlanmış kart puanları</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+30"/>
        <source>Bid</source>
        <translation>Teklif</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Bid made or set</source>
        <translation>Teklif tuttu ya da tutmadı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal score</source>
        <translation>Dağıtım puanı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declared out</source>
        <translation>Bitti dedi</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Buried cards</source>
        <translation>Gömülen kartlar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bidder&apos;s total</source>
        <translation>İhaleyi alanın toplamı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid made, set or conceded</source>
        <translation>Teklif tuttu, tutmadı ya da pes edildi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips this deal</source>
        <translation>Bu dağıtımın fişleri</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/state_base.py" line="+33"/>
        <location line="+339"/>
        <location filename="../cardtable/games/pishti/state.py" line="+60"/>
        <location line="+471"/>
        <source>Won by {seats} with {points} points to {other}</source>
        <translation>Kazanan: {seats}, {points} - {other} puan</translation>
    </message>
    <message>
        <location line="-338"/>
        <location filename="../cardtable/games/pishti/state.py" line="-470"/>
        <source>You won with {points} points to {other}</source>
        <translation>Kazandın: {points} - {other} puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+347"/>
        <source>Won by {side} ({why})</source>
        <translation>Kazanan: {side} ({why})</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>You won ({why})</source>
        <translation>Kazandın ({why})</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Your meld with trumps: {melds}</source>
        <translation>Koz rengine göre ilanın: {melds}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Declare out? Play stops and your side&apos;s points are counted now: {target} or more wins the game, fewer loses it.</source>
        <translation>Bitti denilsin mi? Oyun durur ve tarafının puanları şimdi sayılır: {target} ya da fazlası oyunu kazanır, azı kaybettirir.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>last trick</source>
        <translation>son löve</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>deal</source>
        <translation>dağıtım</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reached the target first</source>
        <translation>hedefe ilk ulaştı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>reached the target</source>
        <translation>hedefe ulaştı</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several sides passed the target: the game goes on to {target}</source>
        <translation>Birden fazla takım hedefi geçti: oyun {target} puana kadar sürer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopped after {deals} deals</source>
        <translation>{deals} dağıtımdan sonra durduruldu</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../cardtable/games/pishti/state.py" line="+466"/>
        <source>Drawn at {points} points</source>
        <translation>{points} puanla berabere</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+70"/>
        <source>Deal scores: {scores}</source>
        <translation>Dağıtım puanları: {scores}</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>declared out</source>
        <translation>bitti dedi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>declared out too early</source>
        <translation>çok erken bitti dedi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{side:C} declared out with {claim} and lost</source>
        <translation>{side:C}: {claim} puanla bitti dedi ve kaybetti</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/__init__.py" line="+22"/>
        <source>Pishti</source>
        <translation>Pişti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turkish fishing game: capture the centre pile with a card of the same rank or a jack, and score 10 for a pishti, the capture of a single card. 2 players, or 4 in partnerships; optional Bluff Pishti.</source>
        <translation>Geleneksel Türk kart oyunu: ortadaki yığını aynı değerde bir kartla ya da valeyle al; tek kartlık yığını almak pişti olur ve 10 puan getirir. 2 oyuncu ya da ortaklı 4 oyuncu; isteğe bağlı Blöf Pişti.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/action_text.py" line="+1"/>
        <location line="+92"/>
        <source>plays {card} face down and announces a pishti</source>
        <translation>{card} kartını kapalı oynar ve pişti iddia eder</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>You play {card} face down and announce a pishti</source>
        <translation>{card} kartını kapalı oynayıp pişti iddia ettin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>challenges the pishti</source>
        <translation>piştiye itiraz eder</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>You challenge the pishti</source>
        <translation>Piştiye itiraz ettin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>accepts the pishti</source>
        <translation>piştiyi kabul eder</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>You accept the pishti</source>
        <translation>Piştiyi kabul ettin</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>plays a card face down and announces a pishti</source>
        <translation>bir kartı kapalı oynar ve pişti iddia eder</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Take the pile with {card}</source>
        <translation>{card} ile yığını al</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play {card}</source>
        <translation>{card} kartını oyna</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play {card} face down: pishti!</source>
        <translation>{card} kartını kapalı oyna: pişti!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenge</source>
        <translation>İtiraz et</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the pishti</source>
        <translation>Piştiyi kabul et</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/agents.py" line="+1"/>
        <source>Captures whenever it can and takes pishtis first, spends jacks only on piles worth it, discards the cards the opponents are least likely to match, and bluffs and challenges by counting the cards seen.</source>
        <translation>Alabildiği her fırsatta alır ve önce piştilere bakar, valeleri yalnızca değecek yığınlara harcar, rakiplerin eşleyebilme olasılığı en düşük kartları atar; gördüğü kartları sayarak blöf yapar ve itiraz eder.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/layout.py" line="-8"/>
        <source>Captured by the side</source>
        <translation>Takımın aldıkları</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured</source>
        <translation>Alınanlar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Centre pile</source>
        <translation>Ortadaki yığın</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../cardtable/games/pishti/rules.py" line="+28"/>
        <source>Bottom card of the stock</source>
        <translation>Destenin alttaki kartı</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/rules.py" line="+2"/>
        <source>Shown: the bottom card of the stock is turned face up and reaches the dealer in the last deal; a jack there is taken by the dealer at once. Cutter: as shown, but a jack at the bottom is first replaced by the nearest non-jack (Pagat). Off: the stock stays hidden (Parlett).</source>
        <translation>Açık: destenin alttaki kartı açık çevrilir ve son dağıtımda dağıtıcıya gelir; bu kart valeyse dağıtıcı onu hemen alır. Kesen: açıktaki gibi, ama alttaki vale önce vale olmayan en yakın kartla değiştirilir (Pagat). Gösterilmez: deste kapalı kalır (Parlett).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shown (a jack goes to the dealer)</source>
        <translation>Açık (vale dağıtıcıya gider)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown, the cutter hides a jack (Pagat)</source>
        <translation>Açık, kesen valeyi gizler (Pagat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not shown</source>
        <translation>Gösterilmez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks are wild</source>
        <translation>Vale her şeyi alır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jack captures any pile (when off a jack only captures a jack)</source>
        <translation>Vale her yığını alır (seçili değilse vale yalnızca valeyi alır)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack on a single card is a pishti</source>
        <translation>Tek karta vale pişti sayılır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether a jack capturing a pile of one non-jack card scores a pishti</source>
        <translation>Vale olmayan tek kartlık yığını valeyle almanın pişti sayılıp sayılmayacağı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pishti of a jack on a jack</source>
        <translation>Valeye vale piştisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a jack capturing a pile of one jack (0: not a pishti)</source>
        <translation>Tek valelik yığını valeyle almanın puanı (0: pişti sayılmaz)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last card may make a pishti</source>
        <translation>Son kart pişti yapabilir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether the last card played in a deal can score a pishti</source>
        <translation>Bir dağıtımda oynanan son kartın pişti yapıp yapamayacağı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards left in the centre</source>
        <translation>Ortada kalan kartlar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who takes the cards left in the centre at the end of a deal</source>
        <translation>Dağıtım sonunda ortada kalan kartları kimin alacağı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody</source>
        <translation>Kimse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last capturer</source>
        <translation>Son alan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score</source>
        <translation>Hedef puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after the deal in which a side reaches this score (0: a single deal)</source>
        <translation>Oyun, bir takımın bu puana ulaştığı dağıtımın ardından biter (0: tek dağıtım)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target must be exceeded</source>
        <translation>Hedef geçilmeli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On: the game ends only when a side has more than the target at the end of a deal, as the club rules say (&quot;more than 151&quot;). Off: reaching the target is enough (Harbin: &quot;101 or more&quot;; Pagat, Parlett)</source>
        <translation>Seçiliyse: kulüp kurallarında olduğu gibi (&quot;151&apos;den fazla&quot;) oyun ancak bir takımın puanı dağıtım sonunda hedefi geçtiğinde biter. Seçili değilse: hedefe ulaşmak yeterlidir (Harbin: &quot;101 ya da daha fazla&quot;; Pagat, Parlett)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End as soon as a pishti reaches the target</source>
        <translation>Pişti hedefe ulaştırınca hemen bitir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pishti points count at once: the game ends mid-deal when they take a side to the target (otherwise the score is checked at the end of the deal)</source>
        <translation>Pişti puanları hemen sayılır: bir takımı hedefe ulaştırdıklarında oyun dağıtımın ortasında biter (aksi halde skora dağıtım sonunda bakılır)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Direction of play (4 players)</source>
        <translation>Oyun yönü (4 oyuncu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise from the dealer&apos;s left (Harbin) or anticlockwise from the dealer&apos;s right (Pagat)</source>
        <translation>Dağıtıcının solundan saat yönünde (Harbin) ya da dağıtıcının sağından saatin tersine (Pagat)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clockwise</source>
        <translation>Saat yönünde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anticlockwise</source>
        <translation>Saatin tersine</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+38"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="-9"/>
        <source>Bluff Pishti</source>
        <translation>Blöf Pişti</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>On a pile of one card a player may play face down and announce a pishti; the next opponent accepts (10) or challenges (20 to whoever was right)</source>
        <translation>Tek kartlık yığına oyuncu kartını kapalı oynayıp pişti iddia edebilir; sıradaki rakip kabul eder (10) ya da itiraz eder (haklı çıkana 20)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When a pishti may be claimed</source>
        <translation>Pişti ne zaman iddia edilebilir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluff Pishti: a face-down claim is allowed whenever the centre pile holds one card, or only when that card follows a capture made without a jack, as the club rules say (&quot;when the previous turn took the pile with a card other than a jack&quot;)</source>
        <translation>Blöf Pişti: kapalı iddia, ortadaki yığında tek kart olduğunda her zaman yapılabilir ya da kulüp kurallarında olduğu gibi yalnızca bu kart valesiz bir almanın ardından atıldıysa (&quot;önceki el yığın vale dışında bir kartla alındıysa&quot;)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whenever the pile holds one card</source>
        <translation>Yığında tek kart olduğunda her zaman</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only after a capture without a jack (club rules)</source>
        <translation>Yalnızca valesiz bir almadan sonra (kulüp kuralları)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Harbin (game to 101)</source>
        <translation>Harbin (101&apos;e kadar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club rules (game to 151)</source>
        <translation>Kulüp kuralları (151&apos;e kadar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pagat (game to 151)</source>
        <translation>Pagat (151&apos;e kadar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parlett (game to 100)</source>
        <translation>Parlett (100&apos;e kadar)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/sheet.py" line="-92"/>
        <location line="+80"/>
        <source>Cards captured</source>
        <translation>Alınan kartlar</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+82"/>
        <source>Most cards</source>
        <translation>En çok kart</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+82"/>
        <source>Ten of diamonds</source>
        <translation>Karo Onlu</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+81"/>
        <source>Two of clubs</source>
        <translation>Sinek İkili</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+80"/>
        <source>Jacks</source>
        <translation>Valeler</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Deal {deal}: {points} points to {other}</source>
        <translation>Dağıtım {deal}: {points} - {other} puan</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Pishtis</source>
        <translation>Piştiler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack pishtis</source>
        <translation>Vale piştileri</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Still needed to pass {target}</source>
        <translation>{target} puanı geçmek için kalan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still needed for {target}</source>
        <translation>{target} puana ulaşmak için kalan</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/state.py" line="-471"/>
        <source>{seat:C} takes {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation>{seat:C}, destenin alttaki kartını alır: {card} (orada vale varsa dağıtıcıya gider)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation>Destenin alttaki kartını aldın: {card} (orada vale varsa dağıtıcıya gider)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pishti</source>
        <translation>pişti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchallenged pishti claim</source>
        <translation>itiraz edilmeyen pişti iddiası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pishti claim challenged and true</source>
        <translation>itiraz edilen doğru pişti iddiası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bluff caught</source>
        <translation>blöf yakalandı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>most cards</source>
        <translation>en çok kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card points</source>
        <translation>kart puanları</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>All four centre cards are jacks: the cards are dealt again</source>
        <translation>Ortadaki dört kartın hepsi vale: kartlar yeniden dağıtılır</translation>
    </message>
    <message>
        <location line="+247"/>
        <source>A pishti took a side to the target: the game ends at once</source>
        <translation>Bir pişti bir takımı hedefe ulaştırdı: oyun hemen biter</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The cards left in the centre go to the last capturer</source>
        <translation>Ortada kalan kartları son alan alır</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/__init__.py" line="+22"/>
        <source>Shithead</source>
        <translation>Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat the pile with an equal or higher rank or pick it all up; 2s go on anything, 10s and four of a kind burn the pile. Play out your hand, then your face-up and finally your face-down table cards. 2 to 6 players.</source>
        <translation>Yığını aynı ya da daha yüksek değerde bir kartla geç ya da yığının tamamını al; 2&apos;ler her kartın üstüne gider, 10&apos;lar ve dört aynı kart yığını yakar. Önce elindeki, sonra masadaki açık ve en son kapalı kartlarını bitir. 2 ile 6 arası oyuncu.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/agents.py" line="+2"/>
        <source>Plays the lowest cards it can, keeps 2s and 10s for emergencies and swaps its high cards to the face-up row.</source>
        <translation>Oynayabildiği en düşük kartları oynar, 2&apos;leri ve 10&apos;ları zor anlar için saklar ve yüksek kartlarını açık sıraya koyar.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/layout.py" line="-4"/>
        <source>Face-down cards</source>
        <translation>Kapalı kartlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-up cards</source>
        <translation>Açık kartlar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile</source>
        <translation>Yığın</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Burned</source>
        <translation>Yanan kartlar</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/records.py" line="+37"/>
        <location line="+28"/>
        <source>plays {cards}</source>
        <translation>oynar: {cards}</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You play {cards}</source>
        <translation>Oynadın: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <source>swaps {hand} from the hand with {table} from the table</source>
        <translation>elindeki {hand} kartını masadaki {table} ile değiştirir</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You swap {hand} from your hand with {table} from the table</source>
        <translation>Elindeki {hand} kartını masadaki {table} ile değiştirdin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>is ready</source>
        <translation>hazır</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You are ready</source>
        <translation>Hazırsın</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>lays {card} face up</source>
        <translation>{card} kartını açık koyar</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You lay {card} face up</source>
        <translation>{card} kartını açık koydun</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>shows {card} and starts</source>
        <translation>{card} kartını gösterir ve başlar</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You show {card} and start</source>
        <translation>{card} kartını gösterip başladın</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>picks up the pile (one card)</source>
        <translation>yığını alır (bir kart)</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>You pick up the pile (one card)</source>
        <translation>Yığını aldın (bir kart)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <source>picks up the pile ({n} cards)</source>
        <translation>yığını alır ({n} kart)</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>You pick up the pile ({n} cards)</source>
        <translation>Yığını aldın ({n} kart)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <source>adds {card} to the pile and picks it up ({n} cards)</source>
        <translation>{card} kartını yığına ekler ve yığını alır ({n} kart)</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>You add {card} to the pile and pick it up ({n} cards)</source>
        <translation>{card} kartını yığına ekleyip yığını aldın ({n} kart)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>turns up a face-down card</source>
        <translation>kapalı bir kartı açar</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>You turn up a face-down card</source>
        <translation>Kapalı bir kartı açtın</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play {cards}</source>
        <translation>Oyna: {cards}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn up a face-down card</source>
        <translation>Kapalı bir kartı aç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn up {n} face-down cards</source>
        <translation>{n} kapalı kartı aç</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pick up the pile</source>
        <translation>Yığını al</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add {card} and pick up</source>
        <translation>{card} kartını ekle ve yığını al</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap {hand} for {table}</source>
        <translation>{hand} kartını {table} ile değiştir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready</source>
        <translation>Hazır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay {card} face up</source>
        <translation>{card} kartını açık koy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show {card}</source>
        <translation>{card} kartını göster</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/rules.py" line="+42"/>
        <source>Choose the face-up cards</source>
        <translation>Açık kartları seç</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal 3 face down and 6 to the hand; each player lays 3 of the 6 face up (instead of 3 face up dealt and a swap phase)</source>
        <translation>3 kart kapalı, 6 kart ele dağıtılır; her oyuncu 6 kartın 3&apos;ünü açık koyar (3 açık kart dağıtılıp değiştirme aşaması yapılması yerine)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play any number of cards</source>
        <translation>İstenen sayıda kart oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every player may play any number of cards of one rank (when off, the number of cards first played on the pile binds the players after)</source>
        <translation>Her oyuncu aynı değerde istediği sayıda kart oynayabilir (seçili değilse yığına ilk oynanan kart sayısı sonraki oyuncuları bağlar)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the game</source>
        <translation>Oyunun sonu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player out wins, or players drop out one by one and the last one left is the Shithead (who deals next)</source>
        <translation>Kartlarını ilk bitiren kazanır ya da oyuncular birer birer çıkar ve sona kalan Shithead olur (sonraki oyunu o dağıtır)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First out wins</source>
        <translation>İlk biten kazanır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last one left loses</source>
        <translation>Sona kalan kaybeder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games in a series</source>
        <translation>Serideki oyun sayısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this many games in a row, the deal rotating, with a tally of who lost how often</source>
        <translation>Bu kadar oyunu art arda oyna; dağıtıcı sırayla değişir ve kimin kaç kez kaybettiği tutulur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move cap</source>
        <translation>Hamle sınırı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game still running after this many actions is stopped and drawn: nobody wins or loses it (guards against endless pick-up cycles)</source>
        <translation>Bu kadar hamleden sonra hâlâ süren oyun durdurulur ve berabere sayılır: kimse kazanmaz ya da kaybetmez (bitmeyen yığın alma döngülerine karşı)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Any number of cards (Pagat)</source>
        <translation>İstenen sayıda kart (Pagat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal six, choose three face up</source>
        <translation>Altı dağıt, üçünü açık seç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last one left is the Shithead</source>
        <translation>Sona kalan Shithead olur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An evening: ten games, last one left loses</source>
        <translation>Bir akşam: on oyun, sona kalan kaybeder</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/sheet.py" line="+22"/>
        <location line="+70"/>
        <source>Game {game}: {seat} is the Shithead</source>
        <translation>Oyun {game}: {seat} Shithead oldu</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Game {game}: You are the Shithead</source>
        <translation>Oyun {game}: Shithead sensin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+70"/>
        <source>Game {game} won by {seat}</source>
        <translation>Oyun {game}: kazanan {seat}</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Game {game}: You won</source>
        <translation>Oyun {game}: kazandın</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Place</source>
        <translation>Sıra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Kalan kart</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn at the move cap ({cap} actions)</source>
        <translation>Hamle sınırında berabere ({cap} hamle)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Shithead</source>
        <translation>Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost the game</source>
        <translation>Oyunu kaybetti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games lost</source>
        <translation>Kaybedilen oyunlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Kazanılan oyunlar</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game {game} drawn at the move cap</source>
        <translation>Oyun {game} hamle sınırında berabere bitti</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/state.py" line="-6"/>
        <location line="+246"/>
        <source>{seat:C} was dealt {card} face up and starts</source>
        <translation>{seat:C}, açık dağıtılan {card} ile başlıyor</translation>
    </message>
    <message>
        <location line="-245"/>
        <source>You were dealt {card} face up and start</source>
        <translation>{card} sana açık dağıtıldı: sen başlıyorsun</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+389"/>
        <source>{seat:C} is out</source>
        <translation>{seat:C} kartlarını bitirdi</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>You are out</source>
        <translation>Kartlarını bitirdin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+480"/>
        <source>{seat:C} is the Shithead</source>
        <translation>{seat:C} Shithead oldu</translation>
    </message>
    <message>
        <location line="-479"/>
        <source>You are the Shithead</source>
        <translation>Shithead sensin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+480"/>
        <source>Won by {seat}</source>
        <translation>Kazanan: {seat}</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The direction of play reverses</source>
        <translation>Oyun yönü tersine döner</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ten</source>
        <translation>onlu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of a kind</source>
        <translation>dört aynı kart</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The blind card cannot be played</source>
        <translation>Kör kart oynanamaz</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Move cap reached: the game is drawn</source>
        <translation>Hamle sınırına ulaşıldı: oyun berabere</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the Shithead</source>
        <translation>Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost the game</source>
        <translation>oyunu kaybetti</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Drawn at the move cap</source>
        <translation>Hamle sınırında berabere</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games lost per seat: {tally}</source>
        <translation>Oyuncu başına kaybedilen oyun: {tally}</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Each play on this pile is {n} cards of one rank, as many as began it.</source>
        <translation>Bu yığına her hamle, yığını başlatan kadar, aynı değerde {n} karttır.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You could turn one of your face-down cards over instead.</source>
        <translation>Bunun yerine kapalı kartlarından birini açabilirsin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You could play a card on the pile.</source>
        <translation>Yığının üstüne bir kart oynayabilirsin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick up the pile (one card) all the same?</source>
        <translation>Yığın (bir kart) yine de alınsın mı?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick up the pile ({n} cards) all the same?</source>
        <translation>Yığın ({n} kart) yine de alınsın mı?</translation>
    </message>
    <message>
        <source>One deal</source>
        <translation type="vanished">Tek dağıtım</translation>
    </message>
    <message>
        <source>One deal, or deals until a side reaches 1000 (both over: 1250, 1500, ...)</source>
        <translation type="vanished">Tek dağıtım ya da bir takım 1000&apos;e ulaşana kadar dağıtımlar (iki takım birden geçerse: 1250, 1500, ...)</translation>
    </message>
    <message>
        <source>Partnership auction to 1000</source>
        <translation type="vanished">1000&apos;e kadar ortaklı ihale</translation>
    </message>
    <message>
        <source>Before this deal</source>
        <translation type="vanished">Bu dağıtımdan önce</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="vanished">Fiş</translation>
    </message>
    <message>
        <source>was set</source>
        <translation type="vanished">teklifi tutturamadı</translation>
    </message>
    <message>
        <source>{seat:C}: takes {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation type="vanished">{seat:C}: destenin alttaki kartını alır, {card} (orada vale varsa dağıtıcıya gider)</translation>
    </message>
    <message>
        <source>picks up the pile</source>
        <translation type="vanished">yığını alır</translation>
    </message>
    <message>
        <source>adds {card} to the pile and picks it up</source>
        <translation type="vanished">{card} kartını yığına ekler ve yığını alır</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/review.py" line="+47"/>
        <source>inaccuracy</source>
        <translation>eksiklik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>hata</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>on average {n:.1f} chips fewer than the master&apos;s move</source>
        <translation>ustanın hamlesinden ortalama {n:.1f} fiş daha az</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on average {n:.1f} chips more than the master&apos;s move</source>
        <translation>ustanın hamlesinden ortalama {n:.1f} fiş daha fazla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on average about {n} points fewer than the master&apos;s move</source>
        <translation>ustanın hamlesinden ortalama yaklaşık {n} puan daha az</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on average about {n} points more than the master&apos;s move</source>
        <translation>ustanın hamlesinden ortalama yaklaşık {n} puan daha fazla</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{why}; {points}</source>
        <translation>{why}; {points}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} played {move}: {reason}</source>
        <translation>{name} {move} oynadı: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} played {move} ({reason}); the master would play {best} ({best_reason})</source>
        <translation>{name} {move} oynadı ({reason}); usta {best} oynardı ({best_reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{move}: the master&apos;s choice too ({reason})</source>
        <translation>{move}: ustanın seçimi de bu ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is about as good as the master&apos;s {best} ({reason})</source>
        <translation>{move}, ustanın {best} hamlesi kadar iyi sayılır ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{best} {best_reason}; your {move} {reason}</source>
        <translation>{best} {best_reason}; senin {move} {reason}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{n} decisions reviewed. Mistakes: {mistakes}; inaccuracies: {inaccuracies}; their cost together: {pct} percentage points of winning chances</source>
        <translation>{n} karar incelendi. Hatalar: {mistakes}; eksiklikler: {inaccuracies}; toplam bedelleri: kazanma şansından {pct} yüzde puanı</translation>
    </message>
    <message>
        <location filename="../cardtable/app/faults.py" line="+37"/>
        <source>The game &apos;{game}&apos; failed ({hook}): {error}</source>
        <translation>&apos;{game}&apos; oyunu başarısız oldu ({hook}): {error}</translation>
    </message>
    <message>
        <location filename="../cardtable/app/practice.py" line="+103"/>
        <source>the unseen cards cannot be dealt afresh at this point of the game; practise with the cards kept</source>
        <translation>oyunun bu noktasında görülmemiş kartlar yeniden dağıtılamaz; korunan kartlarla çalış</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/thinking.py" line="-16"/>
        <source>searched too little to judge it ({n} simulations)</source>
        <translation>değerlendirmek için çok az arandı ({n} simülasyon)</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>Unfinished game</source>
        <translation type="vanished">Yarım kalmış oyun</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>{n} cards</source>
        <translation type="vanished">{n} kart</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="vanished">1 kart</translation>
    </message>
</context>
</TS>
