<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>Seat {n}</source>
        <translation type="vanished">Platz {n}</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <comment>table</comment>
        <translation type="vanished">
            <numerusform>{n} Karten</numerusform>
            <numerusform>{n} Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card</source>
        <comment>table</comment>
        <translation type="vanished">1 Karte</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/about.py" line="+49"/>
        <source>About Card Table</source>
        <translation>Über Card Table</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead and Pinochle, with every player count and regional variant, against computer players or with friends at one screen — offline.&lt;/p&gt;&lt;p&gt;The cards, the icon and the sounds are drawn and made by Card Table&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python {python} (PSF licence), Qt {qt} and PySide6 {pyside} (GNU LGPL version 3) and platformdirs (MIT licence); Licences shows every notice.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead und Pinochle, mit jeder Spielerzahl und jeder regionalen Variante, gegen Computerspieler oder mit Freunden an einem Bildschirm — offline.&lt;/p&gt;&lt;p&gt;Die Karten, das Symbol und die Klänge zeichnet und erzeugt Card Tables eigener Code.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz. Gemacht mit Python {python} (PSF-Lizenz), Qt {qt} und PySide6 {pyside} (GNU LGPL Version 3) und platformdirs (MIT-Lizenz); Lizenzen zeigt jeden Hinweis.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Licences…</source>
        <translation>&amp;Lizenzen…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead and Pinochle, with every player count and regional variant, against computer players or with friends at one screen — offline.&lt;/p&gt;&lt;p&gt;The cards, the icon and the sounds are drawn and made by Card Table&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python {python}, Qt {qt} and PySide6 {pyside}.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead und Pinochle, mit jeder Spielerzahl und jeder regionalen Variante, gegen Computerspieler oder mit Freunden abwechselnd an einem Bildschirm — offline.&lt;/p&gt;&lt;p&gt;Die Karten, das Symbol und die Klänge zeichnet und erzeugt der eigene Code von Card Table.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz. Erstellt mit Python {python}, Qt {qt} und PySide6 {pyside}.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../cardtable/ui/table/action_bar.py" line="+160"/>
        <source>Shortcut: {key}</source>
        <translation>Tastenkürzel: {key}</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <location filename="../cardtable/ui/table/bid_control.py" line="+133"/>
        <source>From {low} to {high} in steps of {step}: type a number, or step with ↑ and ↓ (Page Up and Page Down go {page} at a time). Enter plays the number shown.</source>
        <translation>Von {low} bis {high} in Schritten von {step}: eine Zahl eintippen oder mit ↑ und ↓ weiterzählen (Bild auf und Bild ab springen um {page}). Die Eingabetaste spielt die angezeigte Zahl.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add {n} to the number in the box</source>
        <translation>{n} zur Zahl im Feld addieren</translation>
    </message>
</context>
<context>
    <name>CardMenu</name>
    <message>
        <source>{place}: 1 card</source>
        <translation type="vanished">{place}: 1 Karte</translation>
    </message>
    <message>
        <source>{place}: {n} cards</source>
        <translation type="vanished">{place}: {n} Karten</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/card_menu.py" line="+41"/>
        <source>{place}: %n cards</source>
        <translation>
            <numerusform>{place}: %n Karte</numerusform>
            <numerusform>{place}: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show these cards (seen only by you)</source>
        <translation>Diese Karten zeigen (nur du siehst sie)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to do with it now</source>
        <translation>Damit ist jetzt nichts zu tun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn now</source>
        <translation>Du bist gerade nicht am Zug</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A face-down card</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{place} of {name}</source>
        <translation>{place} von {name}</translation>
    </message>
</context>
<context>
    <name>CrashHandler</name>
    <message>
        <location filename="../cardtable/ui/crash.py" line="+120"/>
        <source>(no log file could be written)</source>
        <translation>(es konnte keine Protokolldatei geschrieben werden)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong: {error}.

Your game is kept and can be continued (it was saved after the last move). The details are in the log:
{log}</source>
        <translation>Etwas ist schiefgegangen: {error}.

Deine Partie bleibt erhalten und kann fortgesetzt werden (sie wurde nach dem letzten Zug gespeichert). Die Einzelheiten stehen im Protokoll:
{log}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something went wrong: {error}.

No game was in progress, so nothing is lost. The details are in the log:
{log}</source>
        <translation>Etwas ist schiefgegangen: {error}.

Es lief keine Partie, es ist also nichts verloren. Die Einzelheiten stehen im Protokoll:
{log}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something went wrong: {error}.

The game on the table could not be saved. The details are in the log:
{log}</source>
        <translation>Etwas ist schiefgegangen: {error}.

Die Partie auf dem Tisch konnte nicht gespeichert werden. Die Einzelheiten stehen im Protokoll:
{log}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card Table: unexpected error</source>
        <translation>Card Table: unerwarteter Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <location filename="../cardtable/ui/cards/chooser.py" line="+43"/>
        <source>Classic (two colours)</source>
        <translation>Klassisch (zwei Farben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four colours</source>
        <translation>Vier Farben</translation>
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
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red rosettes</source>
        <translation>Rote Rosetten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green tartan</source>
        <translation>Grünes Schottenkaro</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Card decks</source>
        <translation>Kartendecks</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Large corner indices (easier to read)</source>
        <translation>Große Eckzeichen (besser lesbar)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>French-suited cards:</source>
        <translation>Französisches Blatt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian-suited cards:</source>
        <translation>Italienisches Blatt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back:</source>
        <translation>Kartenrücken:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/event_log.py" line="+39"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
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
        <translation>Du gewinnst den Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick</source>
        <translation>gewinnt den Stich</translation>
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
            <numerusform>Du nimmst %n Karte</numerusform>
            <numerusform>Du nimmst %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>takes %n cards</source>
        <translation>
            <numerusform>nimmt %n Karte</numerusform>
            <numerusform>nimmt %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 point</source>
        <translation type="vanished">1 Punkt</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation type="vanished">{n} Punkte</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>The pile is burned</source>
        <translation>Der Stapel wird verbrannt</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="+15"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/about.py" line="-45"/>
        <source>Licences</source>
        <translation>Lizenzen</translation>
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
        <translation type="vanished">&amp;Spiel</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation type="vanished">Diese Runde &amp;erneut spielen</translation>
    </message>
    <message>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation type="vanished">Von einem &amp;anderen Platz erneut spielen</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation type="vanished">Diese Partie noch ein&amp;mal ansehen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="vanished">Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Undo My Move</source>
        <translation type="vanished">Meinen Zug &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation type="vanished">&amp;Letzter Stich oder genommene Karten</translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation type="vanished">S&amp;pielstand</translation>
    </message>
    <message>
        <source>&amp;Demo (computer players only)</source>
        <translation type="vanished">&amp;Demo (nur Computerspieler)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="vanished">&amp;Statistik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="vanished">&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="vanished">&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="vanished">Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Cards Played</source>
        <translation type="vanished">Gespielte &amp;Karten</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="vanished">&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="vanished">&amp;So wird gespielt</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="vanished">&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation type="vanished">Ü&amp;ber Card Table</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation type="vanished">Dein Zug</translation>
    </message>
    <message>
        <source>Do not ask &amp;again (Preferences can turn it back on)</source>
        <translation type="vanished">Nicht mehr &amp;fragen (in den Einstellungen wieder einschaltbar)</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation type="vanished">Partie abbrechen?</translation>
    </message>
    <message>
        <source>The game in progress will be abandoned (it is not counted in the statistics). Go on?</source>
        <translation type="vanished">Die laufende Partie wird abgebrochen (sie zählt nicht in der Statistik). Fortfahren?</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="vanished">Die Partie kann nicht beginnen</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {error}</source>
        <translation type="vanished">Die Partie konnte nicht automatisch gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The statistics cannot be kept: {error}</source>
        <translation type="vanished">Die Statistik kann nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it?</source>
        <translation type="vanished">Du hast eine unterbrochene Partie {game} (1 Zug gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">Du hast eine unterbrochene Partie {game} ({moves} Züge gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation type="vanished">Die Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="vanished">Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation type="vanished">Gespeicherte Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="vanished">Die Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation type="vanished">&amp;Liste leeren</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation type="vanished">Partie speichern unter</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="vanished">Gespeicherte Partien (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="vanished">Die Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation type="vanished">Gespeichert als {file}</translation>
    </message>
    <message>
        <source>The preferences could not be saved: {error}</source>
        <translation type="vanished">Die Einstellungen konnten nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>{game} — deal no. {seed} — Card Table</source>
        <translation>{game} — Runde Nr. {seed} — Card Table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal no. {seed}</source>
        <translation>Runde Nr. {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} players</source>
        <translation>{n} Spieler</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Own rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computers: {levels}</source>
        <translation>Computer: {levels}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching the game again, every card face up</source>
        <translation>Partie noch einmal gezeigt, alle Karten offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo, every hand face up</source>
        <translation>Demo, alle Hände offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot seat</source>
        <translation>Abwechselnd an einem Bildschirm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo used: not counted in the statistics</source>
        <translation>Rückgängig benutzt: zählt nicht in der Statistik</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="+63"/>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Random deal</source>
        <translation>&amp;Zufällige Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number:</source>
        <translation>Runden&amp;nummer:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal number</source>
        <translation>Rundennummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same deal number with the same game, players and rules deals the same cards again</source>
        <translation>Dieselbe Rundennummer mit demselben Spiel, denselben Spielern und Regeln teilt wieder dieselben Karten aus</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rule options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+142"/>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>Set every rule option to the game&apos;s standard</source>
        <translation>Alle Regeloptionen auf den Standard des Spiels setzen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Deal</source>
        <translation>&amp;Karten geben</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{n} players</source>
        <translation>{n} Spieler</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Side {s}</source>
        <translation>Team {s}</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../cardtable/ui/numbers.py" line="+23"/>
        <source>{pct}%</source>
        <translation>{pct} %</translation>
    </message>
</context>
<context>
    <name>OptionEditor</name>
    <message>
        <location filename="../cardtable/ui/dialogs/option_editors.py" line="+100"/>
        <source>Only when “{option}” is: {values}.</source>
        <translation>Nur wenn „{option}“ auf {values} steht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only when “{option}” is not 0.</source>
        <translation>Nur wenn „{option}“ nicht 0 ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only when “{option}” is on.</source>
        <translation>Nur wenn „{option}“ eingeschaltet ist.</translation>
    </message>
</context>
<context>
    <name>PlateWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/scene_plates.py" line="+33"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/preferences.py" line="+60"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+149"/>
        <source>Felt colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
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
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Zügig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow, easy to follow</source>
        <translation>Langsam, leicht zu verfolgen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Felt colour:</source>
        <translation>&amp;Tischfarbe:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{size}% (as large as fits)</source>
        <translation>{size} % (so groß, wie es passt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards&apos; size, a share of the largest that fits the window (Ctrl+plus and Ctrl+minus change it too)</source>
        <translation>Die Kartengröße, ein Anteil der größten, die ins Fenster passt (Strg+Plus und Strg+Minus ändern sie auch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High contrast: black table, white text, yellow buttons, large card indices</source>
        <translation>&amp;Hoher Kontrast: schwarzer Tisch, weiße Schrift, gelbe Knöpfe, große Eckzeichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card si&amp;ze:</source>
        <translation>Karten&amp;größe:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animations:</source>
        <translation>Ani&amp;mationen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Computer moves:</source>
        <translation>&amp;Computerzüge:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sort my hand as the game ranks the cards</source>
        <translation>Meine Hand nach dem Rang der Karten im Spiel &amp;sortieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By suit, weakest to strongest; by rank alone where suits play no part (Pishti, Shithead)</source>
        <translation>Nach Farbe, von der schwächsten zur stärksten; allein nach Wert, wo die Farben keine Rolle spielen (Pishti, Shithead)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;risky actions (new game, quit, giving up a game in progress)</source>
        <translation>Vor riskanten Aktionen &amp;nachfragen (neue Partie, Beenden, Abbrechen einer laufenden Partie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before a costly &amp;move (picking up the pile, conceding, declaring out)</source>
        <translation>Vor einem teuren &amp;Zug nachfragen (Stapel aufnehmen, aufgeben, ausmachen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;undo (a game with an undo is not counted in the statistics)</source>
        <translation>&amp;Rückgängig erlauben (eine Partie mit Rückgängig zählt nicht in der Statistik)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;effects</source>
        <translation>Sound&amp;effekte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;oach: suggest a move at every turn (the hint, shown by itself)</source>
        <translation>Trainer: bei jedem Zug einen Zug &amp;vorschlagen (der Tipp, von selbst angezeigt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pla&amp;y my move for me when it is the only one possible</source>
        <translation>Meinen Zug &amp;automatisch spielen, wenn er der einzig mögliche ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cards &amp;played beside the game log (a card tracker)</source>
        <translation>Gespielte &amp;Karten neben dem Spielverlauf zeigen (Kartenzähler)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new language is used at once, in the game log so far too.</source>
        <translation>Eine neue Sprache gilt sofort, auch im bisherigen Spielverlauf.</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation type="vanished">Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>&amp;Sort my hand by suit and rank</source>
        <translation type="vanished">Meine Hand nach Farbe und Wert &amp;sortieren</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../cardtable/ui/table/privacy.py" line="+59"/>
        <source>Pass to {name}</source>
        <translation>Weitergeben an {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other players look away now. {name}, your cards are shown when you are ready.</source>
        <translation>Die anderen Spieler schauen jetzt weg. {name}, deine Karten werden gezeigt, sobald du bereit bist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {name} — show my cards</source>
        <translation>Ich bin {name} — zeig meine Karten</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/flow.py" line="+53"/>
        <source>{names} win the game.</source>
        <translation>
            <numerusform>{names} gewinnt die Partie.</numerusform>
            <numerusform>{names} gewinnen die Partie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+71"/>
        <source>Unfinished game</source>
        <translation>Unterbrochene Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“Discard” starts afresh; the game is then lost.</source>
        <translation>„Verwerfen“ beginnt von vorn; die Partie geht dann verloren.</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>Du hast eine unterbrochene Partie {game} (%n Zug gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</numerusform>
            <numerusform>Du hast eine unterbrochene Partie {game} (%n Züge gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../cardtable/ui/review/dialog.py" line="+168"/>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}&apos;s decisions</source>
        <translation>Die Entscheidungen von {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did {name} play that?</source>
        <translation>Warum hat {name} das gespielt?</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Review:</source>
        <translation>Rückblick:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing decision %v of %m</source>
        <translation>Entscheidung %v von %m wird geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Action</source>
        <translation>◀ Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action ▶</source>
        <translation>Zug ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table one action earlier, as this seat saw it</source>
        <translation>Der Tisch einen Zug früher, wie dieser Platz ihn sah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table one action later, as this seat saw it</source>
        <translation>Der Tisch einen Zug später, wie dieser Platz ihn sah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Previous mark</source>
        <translation>◀ Vorige Markierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next mark ▶</source>
        <translation>Nächste Markierung ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unseen cards dealt afresh</source>
        <translation>Ungesehene Karten neu verteilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unseen cards kept</source>
        <translation>Ungesehene Karten behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>Von hier aus üben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Pass the screen to {name}.</source>
        <translation>Gib den Bildschirm an {name} weiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am {name}: show my review</source>
        <translation>Ich bin {name}: meinen Rückblick zeigen</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>; average chips: {n}</source>
        <translation>; Chips im Schnitt: {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; average points: {n}</source>
        <translation>; Punkte im Schnitt: {n}</translation>
    </message>
    <message>
        <location line="-218"/>
        <location line="+67"/>
        <source>The master is going over the decisions…</source>
        <translation>Der Meister geht die Entscheidungen durch…</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+78"/>
        <source>The review failed: {error}</source>
        <translation>Der Rückblick ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cancelled: {summary}</source>
        <translation>Abgebrochen: {summary}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action {n}: {move} — mistake (−{cost})</source>
        <translation>Zug {n}: {move} — Fehler (−{cost})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action {n}: {move} — inaccuracy (−{cost})</source>
        <translation>Zug {n}: {move} — Ungenauigkeit (−{cost})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action {n}: {move}</source>
        <translation>Zug {n}: {move}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Action {n} of {total}</source>
        <translation>Zug {n} von {total}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next: {line}</source>
        <translation>Danach: {line}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> (the master&apos;s move)</source>
        <translation> (der Zug des Meisters)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (played)</source>
        <translation> (gespielt)</translation>
    </message>
    <message>
        <source>{name} played {move}: {reason}</source>
        <translation type="vanished">{name} spielte {move}: {reason}</translation>
    </message>
    <message>
        <source>{name} played {move} ({reason}); the master would play {best} ({best_reason})</source>
        <translation type="vanished">{name} spielte {move} ({reason}); der Meister würde {best} spielen ({best_reason})</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/help/rules.py" line="+69"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
</context>
<context>
    <name>ScenePlates</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="vanished">
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetPanel</name>
    <message>
        <location filename="../cardtable/ui/table/sheet_view.py" line="+68"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game, players and rules, a new deal</source>
        <translation>Dasselbe Spiel, dieselben Spieler und Regeln, eine neue Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch again</source>
        <translation>Noch einmal ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game from its first card, move by move, every card face up</source>
        <translation>Diese Partie von der ersten Karte an, Zug um Zug, alle Karten offen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The master goes over the decisions of this deal and marks the costly ones</source>
        <translation>Der Meister geht die Entscheidungen dieser Runde durch und markiert die teuren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the game, players and rules</source>
        <translation>Spiel, Spieler und Regeln wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score sheet</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This deal</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No scores yet.</source>
        <translation>Noch keine Punkte.</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="+52"/>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat {n}</source>
        <translation>Wer spielt auf Platz {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level of seat {n}</source>
        <translation>Spielstärke auf Platz {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name of seat {n}</source>
        <translation>Name auf Platz {n}</translation>
    </message>
</context>
<context>
    <name>SeatView</name>
    <message>
        <location filename="../cardtable/ui/review/seat_view.py" line="+28"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards taken</source>
        <translation>genommene Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pile</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>melds</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trump card</source>
        <translation>Trumpfkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>face-up cards</source>
        <translation>offene Karten</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>face-down cards</source>
        <translation>verdeckte Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>widow</source>
        <translation>Stock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buried cards</source>
        <translation>abgelegte Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards out of play</source>
        <translation>Karten außer Spiel</translation>
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
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer {n}</source>
        <translation>Computer {n}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../cardtable/ui/help/shortcuts.py" line="+49"/>
        <location line="+26"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move the focus among the cards you can play and the buttons</source>
        <translation>Den Fokus zwischen den spielbaren Karten und den Knöpfen bewegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← → ↑ ↓, Tab</source>
        <translation>← → ↑ ↓, Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the focused card or press the focused button</source>
        <translation>Die Karte mit dem Fokus spielen oder den Knopf mit dem Fokus drücken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the focused card (for a move of several cards)</source>
        <translation>Die Karte mit dem Fokus wählen (für einen Zug mit mehreren Karten)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the cards chosen; close the review</source>
        <translation>Die gewählten Karten abwählen; den Rückblick schließen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The earlier or later trick in the review</source>
        <translation>Der frühere oder spätere Stich im Rückblick</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a card is and what you can do with it</source>
        <translation>Was eine Karte ist und was du mit ihr tun kannst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click, or the menu key</source>
        <translation>Rechtsklick oder die Menütaste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <location filename="../cardtable/ui/start_panel.py" line="+52"/>
        <source>&lt;h2&gt;Card Table&lt;/h2&gt;&lt;p&gt;Choose a game, the number of players, the rules and how strong the computer players are, then deal: you play seat 1 against them. &lt;b&gt;New Game…&lt;/b&gt; sets every rule, the seats (several people can share the screen) and the deal number. New to a game? &lt;b&gt;Help ▸ Rules&lt;/b&gt; (F1) explains it, &lt;b&gt;Help ▸ How to Play&lt;/b&gt; the table, mouse and keys.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Card Table&lt;/h2&gt;&lt;p&gt;Wähle ein Spiel, die Anzahl der Spieler, die Regeln und die Stärke der Computerspieler, dann gib die Karten: Du spielst auf Platz 1 gegen sie. &lt;b&gt;Neue Partie…&lt;/b&gt; legt alle Regeln, die Plätze (mehrere Personen können sich den Bildschirm teilen) und die Rundennummer fest. Neu bei einem Spiel? &lt;b&gt;Hilfe ▸ Regeln&lt;/b&gt; (F1) erklärt es, &lt;b&gt;Hilfe ▸ So wird gespielt&lt;/b&gt; den Tisch, die Maus und die Tasten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{name} — {counts} players
{description}</source>
        <translation>{name} — {counts} Spieler
{description}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players:</source>
        <translation>Computerspieler:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a de&amp;mo</source>
        <translation>&amp;Demo ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal</source>
        <translation>&amp;Karten geben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Some game plugins could not be loaded:</source>
        <translation>Einige Spiel-Plugins konnten nicht geladen werden:</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your record: {played} played, {won} won, {drawn} drawn ({rate}%)</source>
        <translation>Deine Bilanz: {played} gespielt, {won} gewonnen, {drawn} unentschieden ({rate} %)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your record: {played} played, {won} won ({rate}%)</source>
        <translation>Deine Bilanz: {played} gespielt, {won} gewonnen ({rate} %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against {level}: {played} played, {won} won ({rate}%)</source>
        <translation>Gegen {level}: {played} gespielt, {won} gewonnen ({rate} %)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../cardtable/ui/dialogs/option_editors.py" line="+66"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/statistics.py" line="+32"/>
        <source>Computer players of several levels</source>
        <translation>Computer verschiedener Stufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>People only</source>
        <translation>Nur Menschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not recorded (earlier games)</source>
        <translation>Nicht erfasst (frühere Partien)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against {level}</source>
        <translation>Gegen {level}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{n} players</source>
        <translation>{n} Spieler</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location line="+10"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played:</source>
        <translation>Gespielte Partien:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost:</source>
        <translation>Verloren:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn:</source>
        <translation>Unentschieden:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Gewinnquote:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Aktuelle Serie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak:</source>
        <translation>Längste Siegesserie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing streak:</source>
        <translation>Längste Niederlagenserie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score:</source>
        <translation>Durchschnittliche Punktzahl:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the Shithead:</source>
        <translation>Wie oft Shithead:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No finished games here yet. Games are counted when they end without an undo.</source>
        <translation>Hier gibt es noch keine beendeten Partien. Partien werden gezählt, wenn sie ohne Rückgängig zu Ende gehen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics shown</source>
        <translation>Die angezeigte Statistik löschen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All opponents</source>
        <translation>Alle Gegner</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n Sieg</numerusform>
            <numerusform>%n Siege</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n Niederlage</numerusform>
            <numerusform>%n Niederlagen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Win rate so far (%)</source>
        <translation>Bisherige Gewinnquote (%)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+32"/>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{first} to {last}</source>
        <translation>{first} bis {last}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>every game</source>
        <translation>alle Spiele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics of {what}? This cannot be undone.</source>
        <translation>Statistik für {what} löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>TableFlow</name>
    <message>
        <location filename="../cardtable/ui/table/flow.py" line="+34"/>
        <source>The game stopped: {error}</source>
        <translation>Die Partie wurde abgebrochen: {error}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cards played</source>
        <translation>Gespielte Karten</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Played for you, your only move: {action}</source>
        <translation>Für dich gespielt, dein einziger möglicher Zug: {action}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>— Deal {n} —</source>
        <translation>— Runde {n} —</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{line} (×{n})</source>
        <translation>{line} (×{n})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last action: {line}</source>
        <translation>Die letzte Aktion: {line}</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>A draw.</source>
        <translation>Unentschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game.</source>
        <translation>Du gewinnst die Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>{name} wins the game.</source>
        <translation type="vanished">{name} gewinnt die Partie.</translation>
    </message>
    <message numerus="yes">
        <source>{names} win the game.</source>
        <translation type="vanished">
            <numerusform>{names} gewinnt die Partie.</numerusform>
            <numerusform>{names} gewinnen die Partie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../cardtable/ui/table/input.py" line="+241"/>
        <source>Clear selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint: {action} — {reason}</source>
        <translation>Tipp: {action} — {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{action} is just as good: the two cards play alike from here.</source>
        <translation>{action} ist genauso gut: Von hier an sind die beiden Karten gleichwertig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{action} is about as good: {reason}.</source>
        <translation>{action} ist etwa gleich gut: {reason}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>Die Runde ist beendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
</context>
<context>
    <name>TableOverlays</name>
    <message>
        <location filename="../cardtable/ui/table/overlays.py" line="+55"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last cards taken</source>
        <translation>Zuletzt genommene Karten</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Taken by you</source>
        <translation>Von dir genommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken by {name}</source>
        <translation>Genommen: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{i} of {n}</source>
        <translation>{i} von {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earlier (←)</source>
        <translation>Früher (←)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Later (→)</source>
        <translation>Später (→)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{zone}: seen only by you</source>
        <translation>{zone}: nur du siehst sie</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Thinking about a hint…</source>
        <translation>Tipp wird gesucht…</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../cardtable/ui/table/prompts.py" line="+19"/>
        <source>Now click the card to swap it with.</source>
        <translation>Klicke jetzt die Karte an, mit der du sie tauschen willst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose more cards for the same play, or play the selection.</source>
        <translation>Wähle weitere Karten für denselben Zug oder spiele die Auswahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose more cards for the same play.</source>
        <translation>Wähle weitere Karten für denselben Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose below how to play it.</source>
        <translation>Du bist dran: Wähle unten, wie du sie spielst.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: click a card in your hand and one on the table to swap them, or say you are ready.</source>
        <translation>Du bist dran: Klicke auf eine Karte deiner Hand und eine auf dem Tisch, um sie zu tauschen, oder sag, dass du bereit bist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to bury it.</source>
        <translation>Du bist dran: Klicke auf eine Karte, um sie abzulegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the dix to exchange it for the trump card, or choose No exchange.</source>
        <translation>Du bist dran: Klicke auf den Dix, um ihn gegen die Trumpfkarte zu tauschen, oder wähle Kein Tausch.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to pass it to your partner.</source>
        <translation>Du bist dran: Klicke auf eine Karte, um sie deinem Partner zu geben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the card to show it; it starts the game.</source>
        <translation>Du bist dran: Klicke auf die Karte, um sie zu zeigen; sie eröffnet die Partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: no card can be played — pick up the pile, or click a face-up card to add it first.</source>
        <translation>Du bist dran: Keine Karte ist spielbar — nimm den Stapel auf oder klicke zuerst auf eine offene Karte, um sie dazuzulegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to play it — face up, or face down claiming a pishti (a bluff if it does not match).</source>
        <translation>Du bist dran: Klicke auf eine Karte, um sie zu spielen — offen oder verdeckt mit angesagtem Pishti (ein Bluff, wenn sie nicht passt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: lay down a meld (click its cards or its button), or choose Done.</source>
        <translation>Du bist dran: Lege eine Meldung aus (klicke auf ihre Karten oder ihre Schaltfläche) oder wähle Fertig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: click a card to play it, or first signal to your partner what you hold (a button below).</source>
        <translation>Du bist dran: Klicke auf eine Karte, um sie zu spielen, oder signalisiere deinem Partner zuerst, was du hast (eine Schaltfläche unten).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: click a card to play it.</source>
        <translation>Du bist dran: Klicke auf eine Karte, um sie zu spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: bid or pass.</source>
        <translation>Du bist dran: Biete oder passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: name the trump suit.</source>
        <translation>Du bist dran: Bestimme die Trumpffarbe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: accept the claimed pishti or challenge it.</source>
        <translation>Du bist dran: Nimm den angesagten Pishti an oder zweifle ihn an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: nothing you hold can be played — pick up the pile.</source>
        <translation>Du bist dran: Du kannst keine deiner Karten spielen — nimm den Stapel auf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: play the bid or concede.</source>
        <translation>Du bist dran: Spiel das Gebot oder gib auf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/widget.py" line="+174"/>
        <location line="+225"/>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spielverlauf&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+218"/>
        <location line="+15"/>
        <source>Score sheet</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+17"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Deal {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The turn prompt: what the game asks of you now</source>
        <translation>Die Zug-Aufforderung: was das Spiel jetzt von dir will</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game, the deal and the trump suit</source>
        <translation>Das Spiel, die Runde und die Trumpffarbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every move so far, the last action last</source>
        <translation>Alle Züge bisher, der letzte zuletzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result</source>
        <translation>Das Ergebnis</translation>
    </message>
    <message>
        <source>The game stopped: {error}</source>
        <translation type="vanished">Die Partie wurde abgebrochen: {error}</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation type="vanished">Gespielte Karten</translation>
    </message>
    <message>
        <source>Played for you, your only move: {action}</source>
        <translation type="vanished">Für dich gespielt, dein einziger möglicher Zug: {action}</translation>
    </message>
    <message>
        <source>— Deal {n} —</source>
        <translation type="vanished">— Runde {n} —</translation>
    </message>
    <message>
        <source>{line} (×{n})</source>
        <translation type="vanished">{line} (×{n})</translation>
    </message>
    <message>
        <source>Last cards taken</source>
        <translation type="vanished">Zuletzt genommene Karten</translation>
    </message>
    <message>
        <source>Taken by you</source>
        <translation type="vanished">Von dir genommen</translation>
    </message>
    <message>
        <source>Taken by {name}</source>
        <translation type="vanished">Genommen: {name}</translation>
    </message>
    <message>
        <source>{i} of {n}</source>
        <translation type="vanished">{i} von {n}</translation>
    </message>
    <message>
        <source>Earlier (←)</source>
        <translation type="vanished">Früher (←)</translation>
    </message>
    <message>
        <source>Later (→)</source>
        <translation type="vanished">Später (→)</translation>
    </message>
    <message>
        <source>{zone}: seen only by you</source>
        <translation type="vanished">{zone}: nur du siehst sie</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation type="vanished">Auswahl aufheben</translation>
    </message>
    <message>
        <source>Hint: {action} — {reason}</source>
        <translation type="vanished">Tipp: {action} — {reason}</translation>
    </message>
    <message>
        <source>{action} is just as good: the two cards play alike from here.</source>
        <translation type="vanished">{action} ist genauso gut: Von hier an sind die beiden Karten gleichwertig.</translation>
    </message>
    <message>
        <source>{action} is about as good: {reason}.</source>
        <translation type="vanished">{action} ist etwa gleich gut: {reason}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="vanished">Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="vanished">Die Runde ist beendet.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} überlegt…</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Trump: {symbol} {name}</source>
        <translation>Trumpf: {symbol} {name}</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation type="vanished">Tipp wird gesucht…</translation>
    </message>
    <message>
        <source>{action} is about as good ({pct}%).</source>
        <translation type="vanished">{action} ist etwa gleich gut ({pct} %).</translation>
    </message>
</context>
<context>
    <name>UnfinishedBox</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+24"/>
        <source>“Keep” saves it as a file (Game ▸ Open Recent) and starts the new game; “Discard” loses it.</source>
        <translation>„Behalten“ speichert sie als Datei (Partie ▸ Zuletzt geöffnet) und beginnt die neue Partie; „Verwerfen“ verliert sie.</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+9"/>
        <source>&amp;Keep It, Start the New Game</source>
        <translation>&amp;Behalten, neue Partie beginnen</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>Du hast eine unbeendete Partie {game} (%n Zug gespielt, Runde {seed}). Sie statt der neuen Partie fortsetzen?</numerusform>
            <numerusform>Du hast eine unbeendete Partie {game} (%n Züge gespielt, Runde {seed}). Sie statt der neuen Partie fortsetzen?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <location line="-65"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation>
            <numerusform>Du hast eine unterbrochene Partie {game} (%n Zug gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</numerusform>
            <numerusform>Du hast eine unterbrochene Partie {game} (%n Züge gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation>
            <numerusform>Du hast eine unbeendete Partie {game} (%n Zug gespielt, Runde {seed}). Sie statt der neuen Partie fortsetzen?</numerusform>
            <numerusform>Du hast eine unbeendete Partie {game} (%n Züge gespielt, Runde {seed}). Sie statt der neuen Partie fortsetzen?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../cardtable/ui/window_actions.py" line="+159"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart This Deal</source>
        <translation>Diese Runde &amp;neu beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards again from the first move, every seat as it was</source>
        <translation>Dieselben Karten wieder vom ersten Zug an, jeder Platz wie zuvor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation>Von einem &amp;anderen Platz erneut spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch This Game Again</source>
        <translation>Diese Partie noch ein&amp;mal ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;Game List</source>
        <translation>Zurück zur Spie&amp;leliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view This Game</source>
        <translation>Rück&amp;blick auf diese Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review a Sa&amp;ved Game…</source>
        <translation>Rückblick auf eine gespeicherte &amp;Partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>Meinen Zug &amp;rückgängig machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red&amp;o My Move</source>
        <translation>Meinen Zug &amp;wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation>&amp;Letzter Stich oder genommene Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;core Sheet</source>
        <translation>S&amp;pielstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demo (computer players only)</source>
        <translation>&amp;Demo (nur Computerspieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation &amp;speed</source>
        <translation>Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cards Played</source>
        <translation>Gespielte &amp;Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo Shows Every &amp;Hand</source>
        <translation>Demo zeigt alle &amp;Hände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bigger Cards</source>
        <translation>&amp;Größere Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;maller Cards</source>
        <translation>K&amp;leinere Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High-Contrast Table</source>
        <translation>Tisch mit &amp;hohem Kontrast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Play</source>
        <translation>&amp;So wird gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Card Table</source>
        <translation>Ü&amp;ber Card Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Cards at {size}%</source>
        <translation>Karten bei {size} %</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+77"/>
        <location line="+29"/>
        <source>Unfinished game</source>
        <translation>Unterbrochene Partie</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it?</source>
        <translation type="vanished">Du hast eine unterbrochene Partie {game} (1 Zug gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">Du hast eine unterbrochene Partie {game} ({moves} Züge gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">Du hast eine unbeendete Partie {game} (1 Zug gespielt, Runde {seed}). Sie statt der neuen Partie fortsetzen?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">Du hast eine unbeendete Partie {game} ({moves} Züge gespielt, Runde {seed}). Sie statt der neuen Partie fortsetzen?</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The unfinished game is kept as {file}</source>
        <translation>Die unbeendete Partie ist als {file} aufbewahrt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot continue the game</source>
        <translation>Die Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Gespeicherte Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the game</source>
        <translation>Die Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Liste leeren</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the game as</source>
        <translation>Partie speichern unter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Partien (*.json)</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+96"/>
        <source>Cannot save the game</source>
        <translation>Die Partie kann nicht gespeichert werden</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>Du hast eine unterbrochene Partie {game} (%n Zug gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</numerusform>
            <numerusform>Du hast eine unterbrochene Partie {game} (%n Züge gespielt, Runde Nr. {seed}). Möchtest du sie fortsetzen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>Du hast eine unbeendete Partie {game} (%n Zug gespielt, Runde {seed}). Sie statt der neuen Partie fortsetzen?</numerusform>
            <numerusform>Du hast eine unbeendete Partie {game} (%n Züge gespielt, Runde {seed}). Sie statt der neuen Partie fortsetzen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved as {file}</source>
        <translation>Gespeichert als {file}</translation>
    </message>
</context>
<context>
    <name>WindowFlow</name>
    <message>
        <location filename="../cardtable/ui/window_flow.py" line="+78"/>
        <source>Your move</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not ask &amp;again (Preferences can turn it back on)</source>
        <translation>Nicht mehr &amp;fragen (in den Einstellungen wieder einschaltbar)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Abandon the game?</source>
        <translation>Partie abbrechen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress will be abandoned (it is not counted in the statistics). Go on?</source>
        <translation>Die laufende Partie wird abgebrochen (sie zählt nicht in der Statistik). Fortfahren?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot start the game</source>
        <translation>Die Partie kann nicht beginnen</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The game cannot go on</source>
        <translation>Die Partie kann nicht weitergehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{error}

The game was closed; the rest of Card Table works as before.</source>
        <translation>{error}

Die Partie wurde geschlossen; der Rest von Card Table funktioniert wie zuvor.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>The game could not be autosaved: {error}</source>
        <translation>Die Partie konnte nicht automatisch gespeichert werden: {error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+15"/>
        <location line="+5"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The statistics cannot be kept: {error}</source>
        <translation>Die Statistik kann nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation type="vanished">&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="vanished">&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation type="vanished">Diese Runde &amp;erneut spielen</translation>
    </message>
    <message>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation type="vanished">Von einem &amp;anderen Platz erneut spielen</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation type="vanished">Diese Partie noch ein&amp;mal ansehen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="vanished">Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Undo My Move</source>
        <translation type="vanished">Meinen Zug &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation type="vanished">&amp;Letzter Stich oder genommene Karten</translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation type="vanished">S&amp;pielstand</translation>
    </message>
    <message>
        <source>&amp;Demo (computer players only)</source>
        <translation type="vanished">&amp;Demo (nur Computerspieler)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="vanished">&amp;Statistik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="vanished">&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="vanished">&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="vanished">Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="vanished">Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="vanished">Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="vanished">Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="vanished">Langsam</translation>
    </message>
    <message>
        <source>&amp;Cards Played</source>
        <translation type="vanished">Gespielte &amp;Karten</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="vanished">&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="vanished">&amp;So wird gespielt</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="vanished">&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation type="vanished">Ü&amp;ber Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="+171"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The preferences could not be saved: {error}</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>WindowReview</name>
    <message>
        <location filename="../cardtable/ui/review/window_review.py" line="+46"/>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>There is no game on the table to review.</source>
        <translation>Auf dem Tisch liegt keine Partie für einen Rückblick.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Review a saved game</source>
        <translation>Rückblick auf eine gespeicherte Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Gespeicherte Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot review the game</source>
        <translation>Rückblick auf die Partie nicht möglich</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The review could not be saved</source>
        <translation>Der Rückblick konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+4"/>
        <source>Practise from here</source>
        <translation>Von hier aus üben</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../cardtable/ai/levels.py" line="+34"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays sensibly by simple rules, but makes mistakes now and then.</source>
        <translation>Spielt vernünftig nach einfachen Regeln, macht aber ab und zu Fehler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays by the game&apos;s rules of thumb, without mistakes.</source>
        <translation>Spielt fehlerfrei nach den Faustregeln des Spiels.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches thousands of possible deals of the unseen cards before each move.</source>
        <translation>Durchsucht vor jedem Zug Tausende möglicher Verteilungen der unbekannten Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches about four times as many deals as the expert and solves more endgames exactly; in three-handed Pinochle it bids by playing the deal out.</source>
        <translation>Durchsucht etwa viermal so viele Verteilungen wie der Experte und löst mehr Endspiele exakt; beim Pinochle zu dritt reizt er, indem er die Runde durchspielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/random_agent.py" line="+15"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a uniformly random legal action.</source>
        <translation>Spielt einen rein zufälligen erlaubten Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/search_agent.py" line="+53"/>
        <source>wins {pct}% of {n} sampled deals of the unseen cards, with best play</source>
        <translation>gewinnt {pct} % von {n} zufällig gewählten Verteilungen der unbekannten Karten, bei bestem Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wins {pct}% over the {n} possible deals of the unseen cards, with best play</source>
        <translation>gewinnt {pct} % aller {n} möglichen Verteilungen der unbekannten Karten, bei bestem Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wins with best play</source>
        <translation>gewinnt bei bestem Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loses against best play, but leaves the opponent the most ways to go wrong</source>
        <translation>verliert gegen bestes Spiel, lässt dem Gegner aber die meisten Möglichkeiten für Fehler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loses against best play</source>
        <translation>verliert gegen bestes Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws with best play, and leaves the opponent the most ways to go wrong</source>
        <translation>unentschieden bei bestem Spiel, lässt dem Gegner aber die meisten Möglichkeiten für Fehler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draws with best play</source>
        <translation>unentschieden bei bestem Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <location line="+292"/>
        <location line="+18"/>
        <location line="+9"/>
        <source>not explored</source>
        <translation>nicht untersucht</translation>
    </message>
    <message>
        <location line="-337"/>
        <source>wins {pct}% of {n} simulations</source>
        <translation>gewinnt {pct} % von {n} Simulationen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>with best play in {n} sampled deals of the unseen cards: {pct}% chance of winning the game</source>
        <translation>bei bestem Spiel in {n} zufällig gewählten Verteilungen der unbekannten Karten: {pct} % Chance, die Partie zu gewinnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with best play over the {n} possible deals of the unseen cards: {pct}% chance of winning the game</source>
        <translation>bei bestem Spiel über alle {n} möglichen Verteilungen der unbekannten Karten: {pct} % Chance, die Partie zu gewinnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with best play: {pct}% chance of winning the game</source>
        <translation>bei bestem Spiel: {pct} % Chance, die Partie zu gewinnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{pct}% chance of winning the game, over {n} simulations</source>
        <translation>{pct} % Chance, die Partie zu gewinnen, über {n} Simulationen</translation>
    </message>
    <message>
        <location line="+295"/>
        <source>certain: no other move can do better</source>
        <translation>sicher: kein anderer Zug kann besser sein</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tells your partner about your hand</source>
        <translation>informiert deinen Partner über deine Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the usual play here (rules of thumb)</source>
        <translation>der übliche Zug hier (Faustregeln)</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../cardtable/ai/thinking.py" line="+93"/>
        <source>the usual play, and the search finds no clearly better move: {pct}% chance of winning the game, over {n} simulations</source>
        <translation>der übliche Zug, und die Suche findet keinen klar besseren: {pct} % Chance, die Partie zu gewinnen, über {n} Simulationen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardtable/ai/thinking.py" line="+3"/>
        <source>the usual play, and the search finds no clearly better move: wins {pct}% of {n} simulations</source>
        <translation>der übliche Zug, und die Suche findet keinen klar besseren: gewinnt {pct} % von {n} Simulationen</translation>
    </message>
    <message>
        <location filename="../cardtable/app/autosave.py" line="+129"/>
        <source>The unfinished game could not be restored: {error}. The file was kept as {kept}.</source>
        <translation>Die unterbrochene Partie konnte nicht wiederhergestellt werden: {error}. Die Datei wurde als {kept} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The unfinished game could not be restored: {error}.</source>
        <translation>Die unterbrochene Partie konnte nicht wiederhergestellt werden: {error}.</translation>
    </message>
    <message>
        <location filename="../cardtable/app/session.py" line="+206"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>the game is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is {name}&apos;s turn, a computer player</source>
        <translation>{name} ist am Zug, ein Computerspieler</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>hints are for a person to move</source>
        <translation>Tipps gibt es nur, wenn ein Mensch am Zug ist</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name}&apos;s hint failed</source>
        <translation>Der Tipp für {name} ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{name}&apos;s computer player ({old}) is not available here; it plays at the default level</source>
        <translation>Der Computerspieler von {name} ({old}) ist hier nicht verfügbar; er spielt auf der Standardstufe</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>{name}&apos;s computer player failed</source>
        <translation>Fehler im Computerspieler von {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>{name} chose an illegal move</source>
        <translation>{name} hat einen unzulässigen Zug gewählt</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>{name}&apos;s computer player crashed; the built-in player moved instead</source>
        <translation>Der Computerspieler von {name} ist abgestürzt; stattdessen hat der eingebaute Spieler gezogen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s computer player stopped answering; the built-in player moved instead</source>
        <translation>Der Computerspieler von {name} antwortet nicht mehr; stattdessen hat der eingebaute Spieler gezogen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{name} failed to choose a move</source>
        <translation>{name} konnte keinen Zug wählen</translation>
    </message>
    <message>
        <location filename="../cardtable/app/settings.py" line="+102"/>
        <source>The preferences are not a JSON object ({kind}); using the defaults</source>
        <translation>Die Einstellungen sind kein JSON-Objekt ({kind}); die Standardwerte werden verwendet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preference &apos;{name}&apos;: {value!r} is {problem}; using the default {default!r}</source>
        <translation>Einstellung „{name}“: {value!r} ist {problem}; der Standardwert {default!r} wird verwendet</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not true or false</source>
        <translation>weder wahr noch falsch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not of type {kind}</source>
        <translation>nicht vom Typ {kind}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not one of {choices}</source>
        <translation>keiner der Werte {choices}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a colour like #2e6b3f</source>
        <translation>keine Farbe wie #2e6b3f</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a language code like &apos;it&apos; or &apos;pt_BR&apos;</source>
        <translation>kein Sprachcode wie „it“ oder „pt_BR“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not base64 text</source>
        <translation>kein Base64-Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not one of the card sizes</source>
        <translation>keine der Kartengrößen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a list of file names</source>
        <translation>keine Liste von Dateinamen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot read the preferences {path}: {error}</source>
        <translation>Die Einstellungen {path} können nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The preferences could not be used ({error}); Card Table starts with the defaults. The damaged file is kept as {kept}</source>
        <translation>Die Einstellungen konnten nicht verwendet werden ({error}); Card Table startet mit den Voreinstellungen. Die beschädigte Datei ist als {kept} aufbewahrt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preferences could not be used ({error}); Card Table starts with the defaults</source>
        <translation>Die Einstellungen konnten nicht verwendet werden ({error}); Card Table startet mit den Voreinstellungen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A copy of the preferences as they were is kept as {kept}</source>
        <translation>Eine Kopie der Einstellungen, wie sie waren, ist als {kept} aufbewahrt</translation>
    </message>
    <message>
        <source>The preferences {file} are not valid JSON ({error} at line {line}); using the defaults; the damaged file is kept as {kept}</source>
        <translation type="vanished">Die Einstellungen {file} sind kein gültiges JSON ({error} in Zeile {line}); die Standardwerte werden verwendet; die beschädigte Datei wurde als {kept} aufbewahrt</translation>
    </message>
    <message>
        <source>The preferences {file} are not valid JSON ({error} at line {line}); using the defaults</source>
        <translation type="vanished">Die Einstellungen {file} sind kein gültiges JSON ({error} in Zeile {line}); die Standardwerte werden verwendet</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The preferences were written by a newer Card Table (version {version}); reading what this version knows</source>
        <translation>Die Einstellungen wurden von einer neueren Version von Card Table geschrieben (Version {version}); es wird gelesen, was diese Version kennt</translation>
    </message>
    <message>
        <location filename="../cardtable/app/stats.py" line="+256"/>
        <source>The statistics cannot be written ({error}); they are shown but this session&apos;s games are not counted.</source>
        <translation>Die Statistik kann nicht geschrieben werden ({error}); sie wird gezeigt, aber die Partien dieser Sitzung werden nicht gezählt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics cannot be opened ({error}); they are off until Card Table is started again. The file was left as it is.</source>
        <translation>Die Statistik kann nicht geöffnet werden ({error}); sie ist aus, bis Card Table neu gestartet wird. Die Datei blieb, wie sie war.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The statistics database could not be read ({error}); it was kept as {backup} and a new one was started.</source>
        <translation>Die Statistikdatenbank konnte nicht gelesen werden ({error}); sie wurde als {backup} aufbewahrt und eine neue wurde angelegt.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>The statistics could not be read ({error}); the file was left as it is.</source>
        <translation>Die Statistik konnte nicht gelesen werden ({error}); die Datei blieb, wie sie war.</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/cards.py" line="+29"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
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
        <translation>Schwerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batons</source>
        <translation>Stäbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups</source>
        <translation>Kelche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>Roter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarzer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Knight</source>
        <translation>Reiter</translation>
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
        <translation>Team {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/score_sheet.py" line="+20"/>
        <source>Target: {value}</source>
        <translation>Ziel: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals to win: {value}</source>
        <translation>Zum Sieg nötige Runden: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deals played: {value}</source>
        <translation>Gespielte Runden: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty: {value}</source>
        <translation>Kasse: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the series: {value}</source>
        <translation>Partien in der Serie: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games played: {value}</source>
        <translation>Gespielte Partien: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn games: {value}</source>
        <translation>Unentschiedene Partien: {value}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="+152"/>
        <source>Deal {deal}</source>
        <translation>Runde {deal}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deals 1–{last}</source>
        <translation>Runden 1–{last}</translation>
    </message>
    <message>
        <location line="+37"/>
        <location filename="../cardtable/ui/table/scene.py" line="+114"/>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats {list}</source>
        <translation>Plätze {list}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/state.py" line="+305"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/__init__.py" line="+22"/>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian trick-taking game with a trump suit and no duty to follow: win the aces and threes. 2, 3, 4 (partners) or 6 (two teams of three) players.</source>
        <translation>Italienisches Stichspiel mit Trumpffarbe und ohne Bedienpflicht: Hol dir die Asse und Dreien. 2, 3, 4 (Partner) oder 6 (zwei Teams zu je drei) Spieler.</translation>
    </message>
    <message>
        <location line="+56"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+21"/>
        <location filename="../cardtable/games/pishti/layout.py" line="+33"/>
        <location filename="../cardtable/games/shithead/layout.py" line="+17"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+6"/>
        <location filename="../cardtable/games/pishti/layout.py" line="+4"/>
        <location filename="../cardtable/games/shithead/layout.py" line="+9"/>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+3"/>
        <source>Trump card</source>
        <translation>Trumpfkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="-4"/>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards won</source>
        <translation>Gewonnene Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left out of the pack</source>
        <translation>Aus dem Spiel genommen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/agents.py" line="+165"/>
        <location filename="../cardtable/games/pinochle/agents.py" line="+194"/>
        <location filename="../cardtable/games/pishti/agents.py" line="+154"/>
        <location filename="../cardtable/games/shithead/agents.py" line="+97"/>
        <source>Greedy</source>
        <translation>Gierig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leads cheap cards, takes points in the led suit, trumps only rich tricks, feeds points to a partner who is winning, and signals to partners and reads their signals when the table allows it.</source>
        <translation>Spielt billige Karten aus, nimmt Punkte in der ausgespielten Farbe, sticht nur wertvolle Stiche mit Trumpf, schmiert einem Partner, der den Stich gewinnt, Punkte zu, und gibt Partnern Signale und liest ihre Signale, sofern Signale am Tisch erlaubt sind.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/rules.py" line="+27"/>
        <source>I hold the trump ace</source>
        <translation>Ich habe das Trumpf-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump three</source>
        <translation>Ich habe die Trumpf-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump king</source>
        <translation>Ich habe den Trumpf-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump knight</source>
        <translation>Ich habe den Trumpf-Reiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump jack</source>
        <translation>Ich habe den Trumpf-Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold no trump</source>
        <translation>Ich habe keinen Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold a low trump</source>
        <translation>Ich habe einen niedrigen Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold a non-trump ace or three</source>
        <translation>Ich habe ein Ass oder eine Drei in einer Nebenfarbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump ace</source>
        <translation>Signal: Trumpf-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump three</source>
        <translation>Signal: Trumpf-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump king</source>
        <translation>Signal: Trumpf-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump knight</source>
        <translation>Signal: Trumpf-Reiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump jack</source>
        <translation>Signal: Trumpf-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: no trump</source>
        <translation>Signal: kein Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: a low trump</source>
        <translation>Signal: niedriger Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: ace or three</source>
        <translation>Signal: Ass oder Drei</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="+64"/>
        <source>Pack</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian 40 cards, or a French pack without 10s, 9s and 8s</source>
        <translation>Italienisches Blatt mit 40 Karten oder französisches Blatt ohne Zehnen, Neunen und Achten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italian (40)</source>
        <translation>Italienisch (40)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French (40)</source>
        <translation>Französisch (40)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal, or the first side to win 2 of 3 or 3 of 5 deals (drawn deals do not count)</source>
        <translation>Eine Runde, oder das Team, das zuerst 2 von 3 oder 3 von 5 Runden gewinnt (unentschiedene Runden zählen nicht)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="+22"/>
        <location line="+55"/>
        <source>Single deal</source>
        <translation>Einzelne Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of 3</source>
        <translation>2 aus 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of 5</source>
        <translation>3 aus 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two removed (3 players)</source>
        <translation>Entfernte Zwei (3 Spieler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit of the 2 taken out of the pack for 3 players</source>
        <translation>Farbe der 2, die bei 3 Spielern aus dem Spiel genommen wird</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batons / clubs</source>
        <translation>Stäbe / Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swords / spades</source>
        <translation>Schwerter / Pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups / hearts</source>
        <translation>Kelche / Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins / diamonds</source>
        <translation>Münzen / Karo</translation>
    </message>
    <message>
        <source>Bastoni / clubs</source>
        <translation type="vanished">Bastoni / Kreuz</translation>
    </message>
    <message>
        <source>Spade / spades</source>
        <translation type="vanished">Spade / Pik</translation>
    </message>
    <message>
        <source>Coppe / hearts</source>
        <translation type="vanished">Coppe / Herz</translation>
    </message>
    <message>
        <source>Denari / diamonds</source>
        <translation type="vanished">Denari / Karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner signals</source>
        <translation>Partnersignale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partners may signal what they hold to each other (4 and 6 players), with one of three tables; the first trick is played without signals</source>
        <translation>Partner dürfen einander signalisieren, was sie halten (4 und 6 Spieler), nach einer von drei Tabellen; im ersten Stich gibt es keine Signale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No signals</source>
        <translation>Keine Signale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pagat: ace, three, king, knight, jack</source>
        <translation>Pagat: Ass, Drei, König, Reiter, Bube</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italian: ace, three, king, knight, no trump, a low trump</source>
        <translation>Italienisch: Ass, Drei, König, Reiter, kein Trumpf, niedriger Trumpf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English: ace, three, king, knight, jack, a non-trump ace or three</source>
        <translation>Englisch: Ass, Drei, König, Reiter, Bube, Ass oder Drei in Nebenfarbe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pagat and no trump (earlier table)</source>
        <translation>Pagat und kein Trumpf (frühere Tabelle)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open hands (2 players)</source>
        <translation>Offene Hände (2 Spieler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play with both hands face up, optionally with the next card of the stock shown</source>
        <translation>Beide Hände werden offen gespielt, wahlweise ist auch die nächste Karte des Talons sichtbar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closed</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Open hands</source>
        <translation>Offene Hände</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Open hands and next card</source>
        <translation>Offene Hände und nächste Karte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best of five deals</source>
        <translation>3 aus 5 Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of three deals</source>
        <translation>2 aus 3 Runden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open hands, next card shown</source>
        <translation>Offene Hände, nächste Karte sichtbar</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/state.py" line="+32"/>
        <source>Won by {seats}</source>
        <translation>Sieger: {seats}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/shithead/state.py" line="+39"/>
        <source>You won</source>
        <translation>Du hast gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+656"/>
        <location filename="../cardtable/games/pinochle/records.py" line="+136"/>
        <location line="+35"/>
        <location filename="../cardtable/games/pishti/action_text.py" line="+29"/>
        <location line="+90"/>
        <source>plays {card}</source>
        <translation>spielt {card}</translation>
    </message>
    <message>
        <location line="-655"/>
        <location filename="../cardtable/games/pinochle/records.py" line="-34"/>
        <location filename="../cardtable/games/pishti/action_text.py" line="-89"/>
        <source>You play {card}</source>
        <translation>Du spielst {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+656"/>
        <source>signals: {meaning}</source>
        <translation>signalisiert: {meaning}</translation>
    </message>
    <message>
        <location line="-655"/>
        <source>You signal: {meaning}</source>
        <translation>Du signalisierst: {meaning}</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>deal won</source>
        <translation>Runde gewonnen</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+338"/>
        <source>Kings, knights and jacks</source>
        <translation>Könige, Reiter und Buben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kings, queens and jacks</source>
        <translation>Könige, Damen und Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="-90"/>
        <location line="+80"/>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="-70"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="-2"/>
        <source>Tricks won</source>
        <translation>Gewonnene Stiche</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wins scored</source>
        <translation>Erzielte Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal won</source>
        <translation>Runde gewonnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../cardtable/games/pinochle/sheet.py" line="+95"/>
        <source>{points} this deal</source>
        <translation>{points} diese Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/__init__.py" line="+20"/>
        <source>Pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick-taking and melding with a doubled pack of A 10 K Q J 9: two-handed with a stock, three-handed auction with a widow, partnerships of four, six or eight, with or without bidding.</source>
        <translation>Stich- und Meldespiel mit doppeltem Blatt aus A 10 K Q J 9: zu zweit mit Talon, zu dritt mit Reizen und Stock, in Teams zu viert, zu sechst oder zu acht, mit oder ohne Reizen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/agents.py" line="+2"/>
        <source>Bids from its meld and an estimate of trick points, picks the best trump, buries points from short suits, melds the biggest meld it can, wins tricks worth taking with the cheapest card and declares out when it can.</source>
        <translation>Reizt nach seinen Meldungen und geschätzten Stichpunkten, wählt den besten Trumpf, legt Punkte aus kurzen Farben ab, meldet die größtmögliche Meldung, gewinnt lohnende Stiche mit der billigsten Karte und macht aus, sobald es geht.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/auction.py" line="+85"/>
        <source>The widow: {cards}</source>
        <translation>Der Stock: {cards}</translation>
    </message>
    <message>
        <location line="+85"/>
        <location filename="../cardtable/games/pinochle/partnership.py" line="+198"/>
        <source>Trumps: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Concede the hand? It costs you one chip.</source>
        <translation>Spiel aufgeben? Es kostet dich einen Chip.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concede the hand? It costs you {n} chips.</source>
        <translation>Spiel aufgeben? Es kostet dich {n} Chips.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>conceded the forced bid</source>
        <translation>aufgegeben (Pflichtgebot)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>conceded</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>made the bid</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>went set</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{seat:C} bid {bid} and {how}</source>
        <translation>{seat:C}: Gebot von {bid} {how}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/bidding.py" line="+100"/>
        <source>Everyone passed: the dealer takes the forced bid of {bid}</source>
        <translation>Alle haben gepasst: Der Geber übernimmt das Pflichtgebot von {bid}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/contract_judge.py" line="+56"/>
        <source>conceding costs {chips} chips, whatever the deal</source>
        <translation>Aufgeben kostet {chips} Chips, unabhängig von der Kartenverteilung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on average {chips:+.1f} chips over {n} played-out deals</source>
        <translation>durchschnittlich {chips:+.1f} Chips in {n} durchgespielten Runden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>makes the bid in {pct}% of {n} played-out deals (on average {chips:+.1f} chips)</source>
        <translation>erfüllt das Gebot in {pct}% von {n} durchgespielten Runden (durchschnittlich {chips:+.1f} Chips)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/knowledge.py" line="+121"/>
        <source>seat {seat} has no {suit}</source>
        <translation>Platz {seat} hat kein {suit}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seat {seat} has no {suit} above the {rank}</source>
        <translation>Platz {seat} hat kein {suit} höher als {rank}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the widow cards are in seat {seat}&apos;s hand or buried</source>
        <translation>die Karten des Stocks sind auf der Hand von Platz {seat} oder abgelegt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/layout.py" line="-2"/>
        <location filename="../cardtable/games/pinochle/sheet.py" line="+20"/>
        <location line="+44"/>
        <source>Meld</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Widow</source>
        <translation>Stock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buried</source>
        <translation>Abgelegt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/melds.py" line="+21"/>
        <source>flush</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>royal marriage</source>
        <translation>Trumpfpaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>marriage</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dix</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hundred aces</source>
        <translation>Hundert Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighty kings</source>
        <translation>Achtzig Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sixty queens</source>
        <translation>Sechzig Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forty jacks</source>
        <translation>Vierzig Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double pinochle</source>
        <translation>Doppel-Pinochle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>triple pinochle</source>
        <translation>Dreifach-Pinochle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple pinochle</source>
        <translation>Vierfach-Pinochle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double flush</source>
        <translation>Doppelfamilie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple flush</source>
        <translation>Dreifach-Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple flush</source>
        <translation>Vierfach-Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two royal marriages</source>
        <translation>Zwei Trumpfpaare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three royal marriages</source>
        <translation>Drei Trumpfpaare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four royal marriages</source>
        <translation>Vier Trumpfpaare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two marriages in one suit</source>
        <translation>Zwei Paare in einer Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three marriages in one suit</source>
        <translation>Drei Paare in einer Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four marriages in one suit</source>
        <translation>Vier Paare in einer Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thousand aces</source>
        <translation>Tausend Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple aces</source>
        <translation>Dreifach-Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple aces</source>
        <translation>Vierfach-Asse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight hundred kings</source>
        <translation>Achthundert Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple kings</source>
        <translation>Dreifach-Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple kings</source>
        <translation>Vierfach-Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six hundred queens</source>
        <translation>Sechshundert Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple queens</source>
        <translation>Dreifach-Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple queens</source>
        <translation>Vierfach-Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four hundred jacks</source>
        <translation>Vierhundert Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple jacks</source>
        <translation>Dreifach-Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple jacks</source>
        <translation>Vierfach-Buben</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/records.py" line="-64"/>
        <source>{meld} ({points})</source>
        <translation>{meld} ({points})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange {card} for the trump card</source>
        <translation>{card} gegen die Trumpfkarte tauschen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass {card}</source>
        <translation>{card} weitergeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bury {card}</source>
        <translation>{card} ablegen</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+44"/>
        <source>Bid {value}</source>
        <translation>{value} bieten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No exchange</source>
        <translation>Kein Tausch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the bid</source>
        <translation>Gebot spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+35"/>
        <source>melds {meld}: {cards}</source>
        <translation>meldet {meld}: {cards}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>You meld {meld}: {cards}</source>
        <translation>Du meldest {meld}: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <source>exchanges {card} for the trump card</source>
        <translation>tauscht {card} gegen die Trumpfkarte</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>You exchange {card} for the trump card</source>
        <translation>Du tauschst {card} gegen die Trumpfkarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>passes {card} to the partner</source>
        <translation>gibt {card} an den Partner weiter</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>You pass {card} to your partner</source>
        <translation>Du gibst {card} an deinen Partner weiter</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+95"/>
        <location line="+42"/>
        <source>bids {value}</source>
        <translation>bietet {value}</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>You bid {value}</source>
        <translation>Du bietest {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+42"/>
        <source>passes</source>
        <translation>passt</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>You pass</source>
        <translation>Du passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>names {suit} trumps</source>
        <translation>bestimmt {suit} als Trumpf</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>You name {suit} trumps</source>
        <translation>Du bestimmst {suit} als Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>buries {cards}</source>
        <translation>legt {cards} ab</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>You bury {cards}</source>
        <translation>Du legst {cards} ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>concedes</source>
        <translation>gibt auf</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You concede</source>
        <translation>Du gibst auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>plays the forced bid</source>
        <translation>spielt das Pflichtgebot</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You play the forced bid</source>
        <translation>Du spielst das Pflichtgebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>declares out</source>
        <translation>macht aus</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You declare out</source>
        <translation>Du machst aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>keeps the cards (no dix exchange)</source>
        <translation>behält die Karten (kein Tausch mit dem Dix)</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>You keep the cards (no dix exchange)</source>
        <translation>Du behältst die Karten (kein Tausch mit dem Dix)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>melds no more</source>
        <translation>meldet nichts mehr</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You meld no more</source>
        <translation>Du meldest nichts mehr</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>passes a card to the partner</source>
        <translation>gibt eine Karte an den Partner weiter</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>buries a card</source>
        <translation>legt eine Karte ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buries three cards</source>
        <translation>legt drei Karten ab</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/rules.py" line="-19"/>
        <source>Form</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which Pinochle: two-handed (2 players), three-handed auction (3), partnership (4, 6 or 8) or partnership auction (4, 6 or 8); &quot;Usual for the players&quot; picks the form for the number of players</source>
        <translation>Welches Pinochle: zu zweit (2 Spieler), Auktion zu dritt (3), im Team (4, 6 oder 8) oder Auktion im Team (4, 6 oder 8); „Üblich für die Spielerzahl“ wählt die passende Variante für die Anzahl der Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usual for the players</source>
        <translation>Üblich für die Spielerzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-handed</source>
        <translation>Zu zweit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed auction</source>
        <translation>Auktion zu dritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partnership</source>
        <translation>Im Team</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+78"/>
        <source>Partnership auction</source>
        <translation>Auktion im Team</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>48 cards, or 64 with the eights and sevens (two-handed; the dix is then the seven of trumps). Six and eight players always use the 96-card double pack</source>
        <translation>48 Karten oder 64 mit den Achten und Siebenen (zu zweit; der Dix ist dann die Trumpf-Sieben). Sechs und acht Spieler spielen immer mit dem doppelten Blatt zu 96 Karten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>48 cards</source>
        <translation>48 Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>64 cards (with 8s and 7s)</source>
        <translation>64 Karten (mit 8ern und 7ern)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard A 11, 10 10, K 4, Q 3, J 2 with rounding; or the simplified counts A,10 = 10, K,Q = 5; or A,10,K = 10</source>
        <translation>Standard A 11, 10 10, K 4, Q 3, J 2 mit Rundung; oder die vereinfachten Zählweisen A,10 = 10, K,Q = 5; oder A,10,K = 10</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standard 11/10/4/3/2</source>
        <translation>Standard 11/10/4/3/2</translation>
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
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal, or deals until a side reaches 1000 (both over: 1250, 1500, ...); &quot;Usual for the form&quot; plays one deal two-handed and to 1000 in the partnership forms (the three-handed auction is settled in chips deal by deal)</source>
        <translation>Eine Runde oder Runden, bis ein Team 1000 erreicht (beide darüber: 1250, 1500, ...); „Üblich für die Variante“ spielt zu zweit eine Runde und im Team bis 1000 (die Auktion zu dritt wird Runde für Runde in Chips abgerechnet)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usual for the form</source>
        <translation>Üblich für die Variante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To 1000</source>
        <translation>Bis 1000</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Always head the trick</source>
        <translation>Immer Stichzwang</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Older rule for the strict play: a player must win the trick whenever able (also in the suit led and by over-trumping), not only when trumps are led</source>
        <translation>Ältere Regel für das strenge Spiel: Ein Spieler muss den Stich gewinnen, wann immer er kann (auch in der ausgespielten Farbe und durch Übertrumpfen), nicht nur, wenn Trumpf ausgespielt wird</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minimum bid (three-handed)</source>
        <translation>Mindestgebot (zu dritt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lowest opening bid of the three-handed auction</source>
        <translation>Das niedrigste Eröffnungsgebot bei der Auktion zu dritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chip table (three-handed)</source>
        <translation>Chip-Tabelle (zu dritt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips per bid of 300, 350, ... 600: 3,5,10,15,20,25,30; or 3,5,10,20,40,80,160; or 1,2,4,6,8,10,12</source>
        <translation>Chips je Gebot von 300, 350, ... 600: 3,5,10,15,20,25,30; oder 3,5,10,20,40,80,160; oder 1,2,4,6,8,10,12</translation>
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
        <translation>Pik doppelt, Herz dreifach (zu dritt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bid played in spades is worth double chips, in hearts triple</source>
        <translation>Ein in Pik gespieltes Gebot bringt doppelte Chips, in Herz dreifache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kitty (three-handed)</source>
        <translation>Kasse (zu dritt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An imaginary fourth player that only takes part in settlements</source>
        <translation>Ein gedachter vierter Spieler, der nur an den Abrechnungen teilnimmt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding side passes four cards (partnership auction)</source>
        <translation>Team des Alleinspielers tauscht vier Karten (Auktion im Team)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four players, partnership auction: after trumps are named the bidder&apos;s partner passes four cards to the bidder, then the bidder passes four back</source>
        <translation>Vier Spieler, Auktion im Team: Nachdem Trumpf bestimmt ist, gibt der Partner des Alleinspielers diesem vier Karten, dann gibt der Alleinspieler vier zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Failed bid (three-handed)</source>
        <translation>Gescheitertes Gebot (zu dritt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A failed bid pays double and a concession single; or a failed bid single and a concession half</source>
        <translation>Ein gescheitertes Gebot zahlt doppelt und Aufgeben einfach; oder ein gescheitertes Gebot einfach und Aufgeben die Hälfte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double / concession single</source>
        <translation>Doppelt / Aufgeben einfach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single / concession half</source>
        <translation>Einfach / Aufgeben halb</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game to 1000</source>
        <translation>Partie bis 1000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>64-card pack</source>
        <translation>Blatt mit 64 Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simplified count (10/5)</source>
        <translation>Vereinfachte Zählung (10/5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auction from 250</source>
        <translation>Auktion ab 250</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/sheet.py" line="-95"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="+17"/>
        <source>Game total</source>
        <translation>Gesamtstand</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{points} of {bid}</source>
        <translation>{points} von {bid}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid {bid}</source>
        <translation>Gebot {bid}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Meld kept (a trick won)</source>
        <translation>Gültige Meldungen (ein Stich gewonnen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+41"/>
        <source>Card points (with the last trick)</source>
        <translation>Kartenpunkte (mit letztem Stich)</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+47"/>
        <source>Card points rounded</source>
        <translation>Kartenpunkte gerundet</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+30"/>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Bid made or set</source>
        <translation>Gebot erfüllt oder gescheitert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal score</source>
        <translation>Punkte der Runde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declared out</source>
        <translation>Ausgemacht</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Buried cards</source>
        <translation>Abgelegte Karten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bidder&apos;s total</source>
        <translation>Summe des Alleinspielers</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid made, set or conceded</source>
        <translation>Gebot erfüllt, gescheitert oder aufgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips this deal</source>
        <translation>Chips dieser Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/state_base.py" line="+33"/>
        <location line="+339"/>
        <location filename="../cardtable/games/pishti/state.py" line="+60"/>
        <location line="+471"/>
        <source>Won by {seats} with {points} points to {other}</source>
        <translation>Sieger: {seats} mit {points} zu {other} Punkten</translation>
    </message>
    <message>
        <location line="-338"/>
        <location filename="../cardtable/games/pishti/state.py" line="-470"/>
        <source>You won with {points} points to {other}</source>
        <translation>Du hast gewonnen, mit {points} zu {other} Punkten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+347"/>
        <source>Won by {side} ({why})</source>
        <translation>Gewonnen: {side} ({why})</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>You won ({why})</source>
        <translation>Du hast gewonnen ({why})</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Your meld with trumps: {melds}</source>
        <translation>Deine Meldungen je Trumpffarbe: {melds}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Declare out? Play stops and your side&apos;s points are counted now: {target} or more wins the game, fewer loses it.</source>
        <translation>Ausmachen? Das Spiel endet und die Punkte deiner Seite werden jetzt gezählt: {target} oder mehr gewinnen die Partie, weniger verlieren sie.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>last trick</source>
        <translation>letzter Stich</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reached the target first</source>
        <translation>Ziel als Erstes erreicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>reached the target</source>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several sides passed the target: the game goes on to {target}</source>
        <translation>Mehrere Teams haben das Ziel überschritten: Die Partie geht weiter bis {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopped after {deals} deals</source>
        <translation>Nach {deals} Runden abgebrochen</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../cardtable/games/pishti/state.py" line="+466"/>
        <source>Drawn at {points} points</source>
        <translation>Unentschieden bei {points} Punkten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+70"/>
        <source>Deal scores: {scores}</source>
        <translation>Punkte der Runde: {scores}</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>declared out</source>
        <translation>ausgemacht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>declared out too early</source>
        <translation>zu früh ausgemacht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{side:C} declared out with {claim} and lost</source>
        <translation>{side:C}: mit {claim} ausgemacht und verloren</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/__init__.py" line="+22"/>
        <source>Pishti</source>
        <translation>Pishti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turkish fishing game: capture the centre pile with a card of the same rank or a jack, and score 10 for a pishti, the capture of a single card. 2 players, or 4 in partnerships; optional Bluff Pishti.</source>
        <translation>Türkisches Fischspiel: Stich den Stapel in der Mitte mit einer Karte gleichen Rangs oder einem Buben und erhalte 10 Punkte für einen Pishti, das Stechen einer einzelnen Karte. 2 Spieler oder 4 in Teams; wahlweise Bluff Pishti.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/action_text.py" line="+1"/>
        <location line="+92"/>
        <source>plays {card} face down and announces a pishti</source>
        <translation>spielt {card} verdeckt und sagt einen Pishti an</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>You play {card} face down and announce a pishti</source>
        <translation>Du spielst {card} verdeckt und sagst einen Pishti an</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>challenges the pishti</source>
        <translation>zweifelt den Pishti an</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>You challenge the pishti</source>
        <translation>Du zweifelst den Pishti an</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>accepts the pishti</source>
        <translation>akzeptiert den Pishti</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>You accept the pishti</source>
        <translation>Du akzeptierst den Pishti</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>plays a card face down and announces a pishti</source>
        <translation>spielt eine Karte verdeckt und sagt einen Pishti an</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Take the pile with {card}</source>
        <translation>Stapel mit {card} nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play {card} face down: pishti!</source>
        <translation>{card} verdeckt spielen: Pishti!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenge</source>
        <translation>Anzweifeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the pishti</source>
        <translation>Pishti akzeptieren</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/agents.py" line="+1"/>
        <source>Captures whenever it can and takes pishtis first, spends jacks only on piles worth it, discards the cards the opponents are least likely to match, and bluffs and challenges by counting the cards seen.</source>
        <translation>Sticht, wann immer es geht, und holt sich zuerst Pishtis, setzt Buben nur für lohnende Stapel ein, wirft die Karten ab, die die Gegner am wenigsten wahrscheinlich stechen können, und blufft und zweifelt an, indem die gesehenen Karten mitgezählt werden.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/layout.py" line="-8"/>
        <source>Captured by the side</source>
        <translation>Vom Team genommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured</source>
        <translation>Genommene Karten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Centre pile</source>
        <translation>Stapel in der Mitte</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../cardtable/games/pishti/rules.py" line="+28"/>
        <source>Bottom card of the stock</source>
        <translation>Unterste Karte des Talons</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/rules.py" line="+2"/>
        <source>Shown: the bottom card of the stock is turned face up and reaches the dealer in the last deal; a jack there is taken by the dealer at once. Cutter: as shown, but a jack at the bottom is first replaced by the nearest non-jack (Pagat). Off: the stock stays hidden (Parlett).</source>
        <translation>Offen: Die unterste Karte des Talons wird aufgedeckt und geht beim letzten Austeilen an den Geber; ist es ein Bube, nimmt der Geber ihn sofort. Abheber: wie bei „Offen“, aber ein Bube unten wird zuerst durch die nächste Karte ersetzt, die kein Bube ist (Pagat). Aus: Der Talon bleibt verdeckt (Parlett).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shown (a jack goes to the dealer)</source>
        <translation>Offen (ein Bube geht an den Geber)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown, the cutter hides a jack (Pagat)</source>
        <translation>Offen, der Abheber versteckt einen Buben (Pagat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not shown</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks are wild</source>
        <translation>Buben nehmen alles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jack captures any pile (when off a jack only captures a jack)</source>
        <translation>Ein Bube nimmt jeden Stapel (wenn aus, nimmt ein Bube nur einen Buben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack on a single card is a pishti</source>
        <translation>Bube auf einer einzelnen Karte ist ein Pishti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether a jack capturing a pile of one non-jack card scores a pishti</source>
        <translation>Ob ein Bube, der einen Stapel aus einer einzigen Karte (kein Bube) nimmt, als Pishti zählt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pishti of a jack on a jack</source>
        <translation>Pishti Bube auf Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a jack capturing a pile of one jack (0: not a pishti)</source>
        <translation>Punkte, wenn ein Bube einen Stapel aus einem einzigen Buben nimmt (0: kein Pishti)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last card may make a pishti</source>
        <translation>Letzte Karte kann ein Pishti machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether the last card played in a deal can score a pishti</source>
        <translation>Ob die letzte gespielte Karte einer Runde ein Pishti ergeben kann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards left in the centre</source>
        <translation>Restkarten in der Mitte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who takes the cards left in the centre at the end of a deal</source>
        <translation>Wer am Ende einer Runde die in der Mitte verbliebenen Karten bekommt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last capturer</source>
        <translation>Wer zuletzt gestochen hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after the deal in which a side reaches this score (0: a single deal)</source>
        <translation>Die Partie endet nach der Runde, in der ein Team diese Punktzahl erreicht (0: eine einzige Runde)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target must be exceeded</source>
        <translation>Das Ziel muss überschritten werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On: the game ends only when a side has more than the target at the end of a deal, as the club rules say (&quot;more than 151&quot;). Off: reaching the target is enough (Harbin: &quot;101 or more&quot;; Pagat, Parlett)</source>
        <translation>An: Die Partie endet erst, wenn ein Team am Ende einer Runde mehr als das Ziel hat, wie es die Clubregeln sagen („mehr als 151“). Aus: Das Ziel zu erreichen genügt (Harbin: „101 oder mehr“; Pagat, Parlett)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End as soon as a pishti reaches the target</source>
        <translation>Sofort enden, wenn ein Pishti das Ziel erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pishti points count at once: the game ends mid-deal when they take a side to the target (otherwise the score is checked at the end of the deal)</source>
        <translation>Pishti-Punkte zählen sofort: Die Partie endet mitten in der Runde, wenn sie ein Team ans Ziel bringen (sonst wird der Punktestand am Ende der Runde geprüft)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Direction of play (4 players)</source>
        <translation>Spielrichtung (4 Spieler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise from the dealer&apos;s left (Harbin) or anticlockwise from the dealer&apos;s right (Pagat)</source>
        <translation>Im Uhrzeigersinn ab dem linken Nachbarn des Gebers (Harbin) oder gegen den Uhrzeigersinn ab dem rechten Nachbarn des Gebers (Pagat)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anticlockwise</source>
        <translation>Gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+38"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="-9"/>
        <source>Bluff Pishti</source>
        <translation>Bluff Pishti</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>On a pile of one card a player may play face down and announce a pishti; the next opponent accepts (10) or challenges (20 to whoever was right)</source>
        <translation>Auf einen Stapel aus einer einzigen Karte darf ein Spieler verdeckt spielen und ein Pishti ansagen; der nächste Gegner akzeptiert (10) oder zweifelt an (20 für den, der recht hatte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When a pishti may be claimed</source>
        <translation>Wann ein Pishti angesagt werden darf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluff Pishti: a face-down claim is allowed whenever the centre pile holds one card, or only when that card follows a capture made without a jack, as the club rules say (&quot;when the previous turn took the pile with a card other than a jack&quot;)</source>
        <translation>Bluff Pishti: Eine verdeckte Ansage ist erlaubt, wann immer der Stapel in der Mitte genau eine Karte hat, oder nur, wenn vor dieser Karte ohne Buben gestochen wurde, wie es die Clubregeln sagen („wenn im vorigen Zug der Stapel mit einer anderen Karte als einem Buben genommen wurde“)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whenever the pile holds one card</source>
        <translation>Immer wenn der Stapel genau eine Karte hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only after a capture without a jack (club rules)</source>
        <translation>Nur nachdem ohne Buben gestochen wurde (Clubregeln)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Harbin (game to 101)</source>
        <translation>Harbin (Partie bis 101)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club rules (game to 151)</source>
        <translation>Clubregeln (Partie bis 151)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pagat (game to 151)</source>
        <translation>Pagat (Partie bis 151)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parlett (game to 100)</source>
        <translation>Parlett (Partie bis 100)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/sheet.py" line="-92"/>
        <location line="+80"/>
        <source>Cards captured</source>
        <translation>Genommene Karten</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+82"/>
        <source>Most cards</source>
        <translation>Meiste Karten</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+82"/>
        <source>Ten of diamonds</source>
        <translation>Karo Zehn</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+81"/>
        <source>Two of clubs</source>
        <translation>Kreuz Zwei</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+80"/>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Deal {deal}: {points} points to {other}</source>
        <translation>Runde {deal}: {points} zu {other} Punkten</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Pishtis</source>
        <translation>Pishtis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack pishtis</source>
        <translation>Buben-Pishtis</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Still needed to pass {target}</source>
        <translation>Noch nötig, um {target} zu überschreiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still needed for {target}</source>
        <translation>Noch nötig bis {target}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/state.py" line="-471"/>
        <source>{seat:C} takes {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation>{seat:C} nimmt {card}, die unterste Karte des Talons (ein Bube dort geht an den Geber)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation>Du nimmst {card}, die unterste Karte des Talons (ein Bube dort geht an den Geber)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pishti</source>
        <translation>Pishti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchallenged pishti claim</source>
        <translation>unangezweifelte Pishti-Ansage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pishti claim challenged and true</source>
        <translation>Pishti-Ansage angezweifelt und wahr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bluff caught</source>
        <translation>Bluff aufgedeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>most cards</source>
        <translation>meiste Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>All four centre cards are jacks: the cards are dealt again</source>
        <translation>Alle vier Karten in der Mitte sind Buben: Es wird neu gegeben</translation>
    </message>
    <message>
        <location line="+247"/>
        <source>A pishti took a side to the target: the game ends at once</source>
        <translation>Ein Pishti hat ein Team ans Ziel gebracht: Die Partie endet sofort</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The cards left in the centre go to the last capturer</source>
        <translation>Die Restkarten in der Mitte gehen an den, der zuletzt gestochen hat</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/__init__.py" line="+22"/>
        <source>Shithead</source>
        <translation>Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat the pile with an equal or higher rank or pick it all up; 2s go on anything, 10s and four of a kind burn the pile. Play out your hand, then your face-up and finally your face-down table cards. 2 to 6 players.</source>
        <translation>Überbiete den Stapel mit einem gleichen oder höheren Rang oder nimm ihn ganz auf; 2er gehen auf alles, 10er und vier gleiche Karten verbrennen den Stapel. Spiel erst deine Hand aus, dann deine offenen und zuletzt deine verdeckten Tischkarten. 2 bis 6 Spieler.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/agents.py" line="+2"/>
        <source>Plays the lowest cards it can, keeps 2s and 10s for emergencies and swaps its high cards to the face-up row.</source>
        <translation>Spielt die niedrigsten Karten, die er kann, hebt 2er und 10er für den Notfall auf und tauscht seine hohen Karten in die offene Reihe.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/layout.py" line="-4"/>
        <source>Face-down cards</source>
        <translation>Verdeckte Karten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-up cards</source>
        <translation>Offene Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Burned</source>
        <translation>Verbrannt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/records.py" line="+37"/>
        <location line="+28"/>
        <source>plays {cards}</source>
        <translation>spielt {cards}</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You play {cards}</source>
        <translation>Du spielst {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <source>swaps {hand} from the hand with {table} from the table</source>
        <translation>tauscht {hand} aus der Hand gegen {table} vom Tisch</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You swap {hand} from your hand with {table} from the table</source>
        <translation>Du tauschst {hand} aus der Hand gegen {table} vom Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>is ready</source>
        <translation>ist bereit</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You are ready</source>
        <translation>Du bist bereit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>lays {card} face up</source>
        <translation>legt {card} offen aus</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You lay {card} face up</source>
        <translation>Du legst {card} offen aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>shows {card} and starts</source>
        <translation>zeigt {card} und beginnt</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You show {card} and start</source>
        <translation>Du zeigst {card} und beginnst</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>picks up the pile (one card)</source>
        <translation>nimmt den Stapel auf (eine Karte)</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>You pick up the pile (one card)</source>
        <translation>Du nimmst den Stapel auf (eine Karte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <source>picks up the pile ({n} cards)</source>
        <translation>nimmt den Stapel auf ({n} Karten)</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>You pick up the pile ({n} cards)</source>
        <translation>Du nimmst den Stapel auf ({n} Karten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <source>adds {card} to the pile and picks it up ({n} cards)</source>
        <translation>legt {card} auf den Stapel und nimmt ihn auf ({n} Karten)</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>You add {card} to the pile and pick it up ({n} cards)</source>
        <translation>Du legst {card} auf den Stapel und nimmst ihn auf ({n} Karten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>turns up a face-down card</source>
        <translation>deckt eine verdeckte Karte auf</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>You turn up a face-down card</source>
        <translation>Du deckst eine verdeckte Karte auf</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play {cards}</source>
        <translation>{cards} spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn up a face-down card</source>
        <translation>Verdeckte Karte aufdecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn up {n} face-down cards</source>
        <translation>{n} verdeckte Karten aufdecken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pick up the pile</source>
        <translation>Stapel aufnehmen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add {card} and pick up</source>
        <translation>{card} dazulegen und aufnehmen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap {hand} for {table}</source>
        <translation>{hand} gegen {table} tauschen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay {card} face up</source>
        <translation>{card} offen auslegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show {card}</source>
        <translation>{card} zeigen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/rules.py" line="+42"/>
        <source>Choose the face-up cards</source>
        <translation>Offene Karten selbst wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal 3 face down and 6 to the hand; each player lays 3 of the 6 face up (instead of 3 face up dealt and a swap phase)</source>
        <translation>3 Karten verdeckt und 6 auf die Hand geben; jeder Spieler legt 3 der 6 offen aus (statt 3 offen ausgeteilter Karten und einer Tauschphase)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play any number of cards</source>
        <translation>Beliebig viele Karten spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every player may play any number of cards of one rank (when off, the number of cards first played on the pile binds the players after)</source>
        <translation>Jeder Spieler darf beliebig viele Karten eines Rangs spielen (wenn aus, bindet die Zahl der zuerst auf den Stapel gespielten Karten die folgenden Spieler)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the game</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player out wins, or players drop out one by one and the last one left is the Shithead (who deals next)</source>
        <translation>Wer zuerst alle Karten los ist, gewinnt, oder die Spieler scheiden einer nach dem anderen aus und der Letzte ist der Shithead (und gibt als Nächster)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First out wins</source>
        <translation>Wer zuerst raus ist, gewinnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last one left loses</source>
        <translation>Der Letzte verliert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games in a series</source>
        <translation>Partien in einer Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this many games in a row, the deal rotating, with a tally of who lost how often</source>
        <translation>So viele Partien hintereinander spielen, mit wechselndem Geber und einer Liste, wer wie oft verloren hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move cap</source>
        <translation>Zuglimit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game still running after this many actions is stopped and drawn: nobody wins or loses it (guards against endless pick-up cycles)</source>
        <translation>Eine Partie, die nach so vielen Aktionen noch läuft, wird abgebrochen und endet unentschieden: Niemand gewinnt oder verliert sie (verhindert endlose Aufnahme-Schleifen)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Any number of cards (Pagat)</source>
        <translation>Beliebig viele Karten (Pagat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal six, choose three face up</source>
        <translation>Sechs geben, drei offen wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last one left is the Shithead</source>
        <translation>Der Letzte ist der Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An evening: ten games, last one left loses</source>
        <translation>Ein Abend: zehn Partien, der Letzte verliert</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/sheet.py" line="+22"/>
        <location line="+70"/>
        <source>Game {game}: {seat} is the Shithead</source>
        <translation>Partie {game} — Shithead: {seat}</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Game {game}: You are the Shithead</source>
        <translation>Partie {game} — Du bist der Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+70"/>
        <source>Game {game} won by {seat}</source>
        <translation>Partie {game} — Sieger: {seat}</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Game {game}: You won</source>
        <translation>Partie {game} — Du hast gewonnen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Place</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Restkarten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn at the move cap ({cap} actions)</source>
        <translation>Unentschieden beim Zuglimit ({cap} Aktionen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Shithead</source>
        <translation>Der Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost the game</source>
        <translation>Partie verloren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games lost</source>
        <translation>Verlorene Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game {game} drawn at the move cap</source>
        <translation>Partie {game} unentschieden beim Zuglimit</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/state.py" line="-6"/>
        <location line="+246"/>
        <source>{seat:C} was dealt {card} face up and starts</source>
        <translation>{seat:C} bekommt {card} offen und beginnt</translation>
    </message>
    <message>
        <location line="-245"/>
        <source>You were dealt {card} face up and start</source>
        <translation>Du hast {card} offen bekommen und beginnst</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+389"/>
        <source>{seat:C} is out</source>
        <translation>{seat:C} ist raus</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>You are out</source>
        <translation>Du bist raus</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+480"/>
        <source>{seat:C} is the Shithead</source>
        <translation>{seat:C} ist der Shithead</translation>
    </message>
    <message>
        <location line="-479"/>
        <source>You are the Shithead</source>
        <translation>Du bist der Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+480"/>
        <source>Won by {seat}</source>
        <translation>Sieger: {seat}</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The direction of play reverses</source>
        <translation>Die Spielrichtung kehrt sich um</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The blind card cannot be played</source>
        <translation>Die verdeckte Karte kann nicht gespielt werden</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Move cap reached: the game is drawn</source>
        <translation>Zuglimit erreicht: Die Partie endet unentschieden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the Shithead</source>
        <translation>Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost the game</source>
        <translation>Partie verloren</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Drawn at the move cap</source>
        <translation>Unentschieden beim Zuglimit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games lost per seat: {tally}</source>
        <translation>Verlorene Partien je Platz: {tally}</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Each play on this pile is {n} cards of one rank, as many as began it.</source>
        <translation>Jeder Zug auf diesen Stapel besteht aus {n} Karten eines Werts, so vielen, wie ihn begonnen haben.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You could turn one of your face-down cards over instead.</source>
        <translation>Du könntest stattdessen eine deiner verdeckten Karten aufdecken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You could play a card on the pile.</source>
        <translation>Du könntest eine Karte auf den Stapel spielen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick up the pile (one card) all the same?</source>
        <translation>Den Stapel (eine Karte) trotzdem aufnehmen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick up the pile ({n} cards) all the same?</source>
        <translation>Den Stapel ({n} Karten) trotzdem aufnehmen?</translation>
    </message>
    <message>
        <source>One deal</source>
        <translation type="vanished">Eine Runde</translation>
    </message>
    <message>
        <source>One deal, or deals until a side reaches 1000 (both over: 1250, 1500, ...)</source>
        <translation type="vanished">Eine Runde oder Runden, bis ein Team 1000 erreicht (beide darüber: 1250, 1500, ...)</translation>
    </message>
    <message>
        <source>Partnership auction to 1000</source>
        <translation type="vanished">Auktion im Team bis 1000</translation>
    </message>
    <message>
        <source>Before this deal</source>
        <translation type="vanished">Vor dieser Runde</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="vanished">Chips</translation>
    </message>
    <message>
        <source>was set</source>
        <translation type="vanished">gescheitert</translation>
    </message>
    <message>
        <source>{seat:C}: takes {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation type="vanished">{seat:C}: nimmt {card}, die unterste Karte des Talons (ein Bube dort geht an den Geber)</translation>
    </message>
    <message>
        <source>picks up the pile</source>
        <translation type="vanished">nimmt den Stapel auf</translation>
    </message>
    <message>
        <source>adds {card} to the pile and picks it up</source>
        <translation type="vanished">legt {card} auf den Stapel und nimmt ihn auf</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/review.py" line="+47"/>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>on average {n:.1f} chips fewer than the master&apos;s move</source>
        <translation>im Schnitt {n:.1f} Chips weniger als mit dem Zug des Meisters</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on average {n:.1f} chips more than the master&apos;s move</source>
        <translation>im Schnitt {n:.1f} Chips mehr als mit dem Zug des Meisters</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on average about {n} points fewer than the master&apos;s move</source>
        <translation>im Schnitt etwa {n} Punkte weniger als mit dem Zug des Meisters</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on average about {n} points more than the master&apos;s move</source>
        <translation>im Schnitt etwa {n} Punkte mehr als mit dem Zug des Meisters</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{why}; {points}</source>
        <translation>{why}; {points}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} played {move}: {reason}</source>
        <translation>{name} spielte {move}: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} played {move} ({reason}); the master would play {best} ({best_reason})</source>
        <translation>{name} spielte {move} ({reason}); der Meister würde {best} spielen ({best_reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{move}: the master&apos;s choice too ({reason})</source>
        <translation>{move}: auch die Wahl des Meisters ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is about as good as the master&apos;s {best} ({reason})</source>
        <translation>{move} ist etwa so gut wie {best} des Meisters ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{best} {best_reason}; your {move} {reason}</source>
        <translation>{best} {best_reason}; dein {move} {reason}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{n} decisions reviewed. Mistakes: {mistakes}; inaccuracies: {inaccuracies}; their cost together: {pct} percentage points of winning chances</source>
        <translation>{n} Entscheidungen geprüft. Fehler: {mistakes}; Ungenauigkeiten: {inaccuracies}; zusammen kosten sie {pct} Prozentpunkte Gewinnchance</translation>
    </message>
    <message>
        <location filename="../cardtable/app/faults.py" line="+37"/>
        <source>The game &apos;{game}&apos; failed ({hook}): {error}</source>
        <translation>Das Spiel „{game}“ ist fehlgeschlagen ({hook}): {error}</translation>
    </message>
    <message>
        <location filename="../cardtable/app/practice.py" line="+103"/>
        <source>the unseen cards cannot be dealt afresh at this point of the game; practise with the cards kept</source>
        <translation>an dieser Stelle der Partie können die ungesehenen Karten nicht neu verteilt werden; übe mit den behaltenen Karten</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/thinking.py" line="-16"/>
        <source>searched too little to judge it ({n} simulations)</source>
        <translation>zu wenig gesucht, um es zu beurteilen ({n} Simulationen)</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>Unfinished game</source>
        <translation type="vanished">Unterbrochene Partie</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>{n} cards</source>
        <translation type="vanished">{n} Karten</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="vanished">1 Karte</translation>
    </message>
</context>
</TS>
