<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name></name>
    <message>
        <source>Seat {n}</source>
        <translation type="vanished">Posto {n}</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <comment>table</comment>
        <translation type="vanished">
            <numerusform>{n} carte</numerusform>
            <numerusform>{n} carte</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card</source>
        <comment>table</comment>
        <translation type="vanished">1 carta</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/about.py" line="+49"/>
        <source>About Card Table</source>
        <translation>Informazioni su Card Table</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead and Pinochle, with every player count and regional variant, against computer players or with friends at one screen — offline.&lt;/p&gt;&lt;p&gt;The cards, the icon and the sounds are drawn and made by Card Table&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python {python} (PSF licence), Qt {qt} and PySide6 {pyside} (GNU LGPL version 3) and platformdirs (MIT licence); Licences shows every notice.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead e Pinochle, con ogni numero di giocatori e ogni variante regionale, contro i giocatori del computer o con gli amici allo stesso schermo — senza connessione.&lt;/p&gt;&lt;p&gt;Le carte, l&apos;icona e i suoni sono disegnati e creati dal codice di Card Table stesso.&lt;/p&gt;&lt;p&gt;Software libero con licenza MIT. Realizzato con Python {python} (licenza PSF), Qt {qt} e PySide6 {pyside} (GNU LGPL versione 3) e platformdirs (licenza MIT); Licenze mostra ogni avviso.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Licences…</source>
        <translation>&amp;Licenze…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead and Pinochle, with every player count and regional variant, against computer players or with friends at one screen — offline.&lt;/p&gt;&lt;p&gt;The cards, the icon and the sounds are drawn and made by Card Table&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python {python}, Qt {qt} and PySide6 {pyside}.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead e Pinochle, con ogni numero di giocatori e ogni variante regionale, contro i giocatori del computer o con gli amici allo stesso schermo — senza connessione.&lt;/p&gt;&lt;p&gt;Le carte, l&apos;icona e i suoni sono disegnati e creati dal codice di Card Table stesso.&lt;/p&gt;&lt;p&gt;Software libero con licenza MIT. Realizzato con Python {python}, Qt {qt} e PySide6 {pyside}.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../cardtable/ui/table/action_bar.py" line="+160"/>
        <source>Shortcut: {key}</source>
        <translation>Scorciatoia: {key}</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <location filename="../cardtable/ui/table/bid_control.py" line="+133"/>
        <source>From {low} to {high} in steps of {step}: type a number, or step with ↑ and ↓ (Page Up and Page Down go {page} at a time). Enter plays the number shown.</source>
        <translation>Da {low} a {high} di {step} in {step}: scrivi un numero o scorri con ↑ e ↓ (Pagina su e Pagina giù saltano di {page}). Invio gioca il numero mostrato.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add {n} to the number in the box</source>
        <translation>Aggiungi {n} al numero nella casella</translation>
    </message>
</context>
<context>
    <name>CardMenu</name>
    <message>
        <source>{place}: 1 card</source>
        <translation type="vanished">{place}: 1 carta</translation>
    </message>
    <message>
        <source>{place}: {n} cards</source>
        <translation type="vanished">{place}: {n} carte</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/card_menu.py" line="+41"/>
        <source>{place}: %n cards</source>
        <translation>
            <numerusform>{place}: %n carta</numerusform>
            <numerusform>{place}: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show these cards (seen only by you)</source>
        <translation>Mostra queste carte (le vedi solo tu)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play {card}</source>
        <translation>Gioca {card}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to do with it now</source>
        <translation>Ora non c&apos;è niente da fare con questa carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn now</source>
        <translation>Ora non è il tuo turno</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A face-down card</source>
        <translation>Una carta coperta</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{place} of {name}</source>
        <translation>{place} di {name}</translation>
    </message>
</context>
<context>
    <name>CrashHandler</name>
    <message>
        <location filename="../cardtable/ui/crash.py" line="+120"/>
        <source>(no log file could be written)</source>
        <translation>(non è stato possibile scrivere un file di registro)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong: {error}.

Your game is kept and can be continued (it was saved after the last move). The details are in the log:
{log}</source>
        <translation>Qualcosa è andato storto: {error}.

La partita è conservata e si può continuare (è stata salvata dopo l&apos;ultima mossa). I dettagli sono nel registro:
{log}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something went wrong: {error}.

No game was in progress, so nothing is lost. The details are in the log:
{log}</source>
        <translation>Qualcosa è andato storto: {error}.

Non c&apos;era nessuna partita in corso, quindi non si è perso nulla. I dettagli sono nel registro:
{log}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something went wrong: {error}.

The game on the table could not be saved. The details are in the log:
{log}</source>
        <translation>Qualcosa è andato storto: {error}.

Non è stato possibile salvare la partita sul tavolo. I dettagli sono nel registro:
{log}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card Table: unexpected error</source>
        <translation>Card Table: errore inatteso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <location filename="../cardtable/ui/cards/chooser.py" line="+43"/>
        <source>Classic (two colours)</source>
        <translation>Classiche (due colori)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four colours</source>
        <translation>Quattro colori</translation>
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
        <translation>Reticolo blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red rosettes</source>
        <translation>Rosoni rossi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green tartan</source>
        <translation>Tartan verde</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Card decks</source>
        <translation>Mazzi di carte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Large corner indices (easier to read)</source>
        <translation>Indici d&apos;angolo grandi (più leggibili)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>French-suited cards:</source>
        <translation>Carte francesi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian-suited cards:</source>
        <translation>Carte italiane:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back:</source>
        <translation>Dorso delle carte:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preview</source>
        <translation>Anteprima</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/event_log.py" line="+39"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
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
        <translation>Vinci la presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick</source>
        <translation>vince la presa</translation>
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
            <numerusform>Prendi %n carta</numerusform>
            <numerusform>Prendi %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>takes %n cards</source>
        <translation>
            <numerusform>prende %n carta</numerusform>
            <numerusform>prende %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>1 point</source>
        <translation type="vanished">1 punto</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation type="vanished">{n} punti</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>The pile is burned</source>
        <translation>Il mucchio è bruciato</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="+15"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/about.py" line="-45"/>
        <source>Licences</source>
        <translation>Licenze</translation>
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
        <translation type="vanished">&amp;Partita</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation type="vanished">&amp;Rigioca questa smazzata</translation>
    </message>
    <message>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation type="vanished">Rigiocala da un al&amp;tro posto</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation type="vanished">Rivedi la partita dall&apos;ini&amp;zio</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">Apr&amp;i recenti</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="vanished">Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Undo My Move</source>
        <translation type="vanished">Ann&amp;ulla la mia mossa</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">Su&amp;ggerimento</translation>
    </message>
    <message>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation type="vanished">U&amp;ltima presa o carte prese</translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation type="vanished">Segna&amp;punti</translation>
    </message>
    <message>
        <source>&amp;Demo (computer players only)</source>
        <translation type="vanished">&amp;Demo (solo giocatori del computer)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="vanished">&amp;Statistiche</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="vanished">&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="vanished">&amp;Preferenze…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="vanished">&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <source>&amp;Cards Played</source>
        <translation type="vanished">&amp;Carte giocate</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="vanished">Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="vanished">&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="vanished">&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation type="vanished">&amp;Informazioni su Card Table</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation type="vanished">La tua mossa</translation>
    </message>
    <message>
        <source>Do not ask &amp;again (Preferences can turn it back on)</source>
        <translation type="vanished">Non chiedere &amp;più (le preferenze possono riattivarlo)</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation type="vanished">Abbandonare la partita?</translation>
    </message>
    <message>
        <source>The game in progress will be abandoned (it is not counted in the statistics). Go on?</source>
        <translation type="vanished">La partita in corso verrà abbandonata (non sarà conteggiata nelle statistiche). Continuare?</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="vanished">Impossibile iniziare la partita</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {error}</source>
        <translation type="vanished">Impossibile salvare automaticamente la partita: {error}</translation>
    </message>
    <message>
        <source>The statistics cannot be kept: {error}</source>
        <translation type="vanished">Impossibile registrare le statistiche: {error}</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it?</source>
        <translation type="vanished">Hai una partita di {game} non conclusa (1 mossa giocata, smazzata {seed}). Vuoi continuarla?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">Hai una partita di {game} non conclusa ({moves} mosse giocate, smazzata {seed}). Vuoi continuarla?</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation type="vanished">Impossibile continuare la partita</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="vanished">Apri una partita salvata</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation type="vanished">Partite salvate (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="vanished">Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation type="vanished">&amp;Svuota l&apos;elenco</translation>
    </message>
    <message>
        <source>Save the game as</source>
        <translation type="vanished">Salva la partita con nome</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation type="vanished">Partite salvate (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="vanished">Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation type="vanished">Salvata come {file}</translation>
    </message>
    <message>
        <source>The preferences could not be saved: {error}</source>
        <translation type="vanished">Impossibile salvare le preferenze: {error}</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>{game} — deal no. {seed} — Card Table</source>
        <translation>{game} — smazzata n. {seed} — Card Table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal no. {seed}</source>
        <translation>Smazzata n. {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} players</source>
        <translation>{n} giocatori</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Own rules</source>
        <translation>Regole personalizzate</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computers: {levels}</source>
        <translation>Computer: {levels}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching the game again, every card face up</source>
        <translation>Partita rivista, tutte le carte scoperte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo, every hand face up</source>
        <translation>Demo, tutte le mani scoperte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot seat</source>
        <translation>A turno sullo stesso schermo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo used: not counted in the statistics</source>
        <translation>Mosse annullate: la partita non conta nelle statistiche</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="+63"/>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Players:</source>
        <translation>G&amp;iocatori:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Random deal</source>
        <translation>Smazzata &amp;casuale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number:</source>
        <translation>&amp;Numero della smazzata:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal number</source>
        <translation>Numero della smazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same deal number with the same game, players and rules deals the same cards again</source>
        <translation>Con lo stesso gioco, gli stessi giocatori e le stesse regole, lo stesso numero di smazzata distribuisce di nuovo le stesse carte</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rule options</source>
        <translation>Opzioni delle regole</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+142"/>
        <source>Standard rules</source>
        <translation>Regole standard</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>Set every rule option to the game&apos;s standard</source>
        <translation>Riporta ogni opzione alle regole standard del gioco</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Deal</source>
        <translation>&amp;Dai le carte</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{n} players</source>
        <translation>{n} giocatori</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Custom rules</source>
        <translation>Regole personalizzate</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Side {s}</source>
        <translation>Squadra {s}</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../cardtable/ui/numbers.py" line="+23"/>
        <source>{pct}%</source>
        <translation>{pct}%</translation>
    </message>
</context>
<context>
    <name>OptionEditor</name>
    <message>
        <location filename="../cardtable/ui/dialogs/option_editors.py" line="+100"/>
        <source>Only when “{option}” is: {values}.</source>
        <translation>Solo quando “{option}” è: {values}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only when “{option}” is not 0.</source>
        <translation>Solo quando “{option}” non è 0.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only when “{option}” is on.</source>
        <translation>Solo quando “{option}” è attivo.</translation>
    </message>
</context>
<context>
    <name>PlateWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/scene_plates.py" line="+33"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/preferences.py" line="+60"/>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+149"/>
        <source>Felt colour</source>
        <translation>Colore del panno</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Default</source>
        <translation>Predefinito</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off</source>
        <translation>Disattivate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At once</source>
        <translation>Immediate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow, easy to follow</source>
        <translation>Lente, facili da seguire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Felt colour:</source>
        <translation>&amp;Colore del panno:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{size}% (as large as fits)</source>
        <translation>{size}% (la più grande che ci sta)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards&apos; size, a share of the largest that fits the window (Ctrl+plus and Ctrl+minus change it too)</source>
        <translation>La grandezza delle carte, una parte della più grande che sta nella finestra (la cambiano anche Ctrl+più e Ctrl+meno)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High contrast: black table, white text, yellow buttons, large card indices</source>
        <translation>Alto &amp;contrasto: tavolo nero, testo bianco, pulsanti gialli, indici grandi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Grandezza delle carte:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animazioni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Computer moves:</source>
        <translation>&amp;Mosse del computer:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sort my hand as the game ranks the cards</source>
        <translation>&amp;Ordina la mia mano come il gioco conta le carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By suit, weakest to strongest; by rank alone where suits play no part (Pishti, Shithead)</source>
        <translation>Per seme, dalla più debole alla più forte; solo per valore dove i semi non contano (Pishti, Shithead)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;risky actions (new game, quit, giving up a game in progress)</source>
        <translation>Chiedi conferma prima delle azioni &amp;rischiose (nuova partita, uscita, abbandono di una partita in corso)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before a costly &amp;move (picking up the pile, conceding, declaring out)</source>
        <translation>Chiedi prima di una mossa co&amp;stosa (raccogliere il mucchio, abbandonare, dichiarare chiusura)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;undo (a game with an undo is not counted in the statistics)</source>
        <translation>Consenti di ann&amp;ullare le mosse (una partita con mosse annullate non conta nelle statistiche)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;effects</source>
        <translation>&amp;Effetti sonori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;oach: suggest a move at every turn (the hint, shown by itself)</source>
        <translation>Allena&amp;tore: suggerisci una mossa a ogni turno (il suggerimento, mostrato da solo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pla&amp;y my move for me when it is the only one possible</source>
        <translation>Gioca per me la mossa quando è l&apos;unica &amp;possibile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cards &amp;played beside the game log (a card tracker)</source>
        <translation>Mostra le carte &amp;giocate accanto alla cronaca (contacarte)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new language is used at once, in the game log so far too.</source>
        <translation>Una nuova lingua vale subito, anche nella cronaca della partita fin qui.</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation type="vanished">La nuova lingua sarà usata dal prossimo avvio.</translation>
    </message>
    <message>
        <source>&amp;Sort my hand by suit and rank</source>
        <translation type="vanished">&amp;Ordina la mia mano per seme e valore</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../cardtable/ui/table/privacy.py" line="+59"/>
        <source>Pass to {name}</source>
        <translation>Cedi il posto a {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other players look away now. {name}, your cards are shown when you are ready.</source>
        <translation>Ora gli altri giocatori distolgono lo sguardo. {name}, le tue carte verranno mostrate quando vorrai.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {name} — show my cards</source>
        <translation>Sono {name} — mostra le mie carte</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/flow.py" line="+53"/>
        <source>{names} win the game.</source>
        <translation>
            <numerusform>{names} vince la partita.</numerusform>
            <numerusform>{names} vincono la partita.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+71"/>
        <source>Unfinished game</source>
        <translation>Partita non conclusa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“Discard” starts afresh; the game is then lost.</source>
        <translation>“Scarta” ricomincia da capo; la partita va persa.</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>&amp;Discard</source>
        <translation>&amp;Scarta</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>Hai una partita di {game} non conclusa (%n mossa giocata, smazzata {seed}). Vuoi continuarla?</numerusform>
            <numerusform>Hai una partita di {game} non conclusa (%n mosse giocate, smazzata {seed}). Vuoi continuarla?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../cardtable/ui/review/dialog.py" line="+168"/>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}&apos;s decisions</source>
        <translation>Le decisioni di {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did {name} play that?</source>
        <translation>Perché {name} ha giocato così?</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Review:</source>
        <translation>Revisione:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing decision %v of %m</source>
        <translation>Revisione della decisione %v di %m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Action</source>
        <translation>◀ Azione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action ▶</source>
        <translation>Azione ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table one action earlier, as this seat saw it</source>
        <translation>Il tavolo un&apos;azione prima, come lo vedeva questo posto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table one action later, as this seat saw it</source>
        <translation>Il tavolo un&apos;azione dopo, come lo vedeva questo posto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Previous mark</source>
        <translation>◀ Segno precedente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next mark ▶</source>
        <translation>Segno successivo ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unseen cards dealt afresh</source>
        <translation>Carte non viste distribuite di nuovo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unseen cards kept</source>
        <translation>Carte non viste tenute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>Esercitati da qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Pass the screen to {name}.</source>
        <translation>Passa lo schermo a {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am {name}: show my review</source>
        <translation>Sono {name}: mostra la mia revisione</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>; average chips: {n}</source>
        <translation>; fiches in media: {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; average points: {n}</source>
        <translation>; punti in media: {n}</translation>
    </message>
    <message>
        <location line="-218"/>
        <location line="+67"/>
        <source>The master is going over the decisions…</source>
        <translation>Il maestro sta esaminando le decisioni…</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+78"/>
        <source>The review failed: {error}</source>
        <translation>La revisione non è riuscita: {error}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cancelled: {summary}</source>
        <translation>Annullata: {summary}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action {n}: {move} — mistake (−{cost})</source>
        <translation>Azione {n}: {move} — errore (−{cost})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action {n}: {move} — inaccuracy (−{cost})</source>
        <translation>Azione {n}: {move} — imprecisione (−{cost})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action {n}: {move}</source>
        <translation>Azione {n}: {move}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Action {n} of {total}</source>
        <translation>Azione {n} di {total}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next: {line}</source>
        <translation>Poi: {line}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> (the master&apos;s move)</source>
        <translation> (la mossa del maestro)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (played)</source>
        <translation> (giocata)</translation>
    </message>
    <message>
        <source>{name} played {move}: {reason}</source>
        <translation type="vanished">{name} ha giocato {move}: {reason}</translation>
    </message>
    <message>
        <source>{name} played {move} ({reason}); the master would play {best} ({best_reason})</source>
        <translation type="vanished">{name} ha giocato {move} ({reason}); il maestro giocherebbe {best} ({best_reason})</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/help/rules.py" line="+69"/>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
</context>
<context>
    <name>ScenePlates</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="vanished">
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetPanel</name>
    <message>
        <location filename="../cardtable/ui/table/sheet_view.py" line="+68"/>
        <source>Next deal</source>
        <translation>Prossima smazzata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game, players and rules, a new deal</source>
        <translation>Stesso gioco, stessi giocatori e regole, nuova smazzata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch again</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game from its first card, move by move, every card face up</source>
        <translation>Questa partita dalla prima carta, mossa per mossa, tutte le carte scoperte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The master goes over the decisions of this deal and marks the costly ones</source>
        <translation>Il maestro esamina le decisioni di questa smazzata e segna quelle costose</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the game, players and rules</source>
        <translation>Scegli il gioco, i giocatori e le regole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {n}</source>
        <translation>Smazzata {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This deal</source>
        <translation>Questa smazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No scores yet.</source>
        <translation>Ancora nessun punteggio.</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="+52"/>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat {n}</source>
        <translation>Chi gioca al posto {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level of seat {n}</source>
        <translation>Livello del posto {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name of seat {n}</source>
        <translation>Nome del posto {n}</translation>
    </message>
</context>
<context>
    <name>SeatView</name>
    <message>
        <location filename="../cardtable/ui/review/seat_view.py" line="+28"/>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards taken</source>
        <translation>carte prese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock</source>
        <translation>mazzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trick</source>
        <translation>presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pile</source>
        <translation>mucchio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>melds</source>
        <translation>combinazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trump card</source>
        <translation>carta di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>face-up cards</source>
        <translation>carte scoperte</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>face-down cards</source>
        <translation>carte coperte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>widow</source>
        <translation>monte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buried cards</source>
        <translation>carte scartate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards out of play</source>
        <translation>carte fuori gioco</translation>
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
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {n}</source>
        <translation>Giocatore {n}</translation>
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
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move the focus among the cards you can play and the buttons</source>
        <translation>Sposta il fuoco tra le carte che puoi giocare e i pulsanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← → ↑ ↓, Tab</source>
        <translation>← → ↑ ↓, Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the focused card or press the focused button</source>
        <translation>Gioca la carta evidenziata o premi il pulsante evidenziato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the focused card (for a move of several cards)</source>
        <translation>Scegli la carta evidenziata (per una mossa di più carte)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the cards chosen; close the review</source>
        <translation>Annulla la scelta delle carte; chiudi la revisione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The earlier or later trick in the review</source>
        <translation>La presa precedente o successiva nella revisione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a card is and what you can do with it</source>
        <translation>Che carta è e che cosa puoi farci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click, or the menu key</source>
        <translation>Clic destro, o il tasto menu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the table</source>
        <translation>Sul tavolo</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <location filename="../cardtable/ui/start_panel.py" line="+52"/>
        <source>&lt;h2&gt;Card Table&lt;/h2&gt;&lt;p&gt;Choose a game, the number of players, the rules and how strong the computer players are, then deal: you play seat 1 against them. &lt;b&gt;New Game…&lt;/b&gt; sets every rule, the seats (several people can share the screen) and the deal number. New to a game? &lt;b&gt;Help ▸ Rules&lt;/b&gt; (F1) explains it, &lt;b&gt;Help ▸ How to Play&lt;/b&gt; the table, mouse and keys.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Card Table&lt;/h2&gt;&lt;p&gt;Scegli un gioco, il numero di giocatori, le regole e la forza dei giocatori del computer, poi dai le carte: giochi al posto 1 contro di loro. &lt;b&gt;Nuova partita…&lt;/b&gt; imposta ogni regola, i posti (più persone possono condividere lo schermo) e il numero della smazzata. Non conosci un gioco? &lt;b&gt;Aiuto ▸ Regole&lt;/b&gt; (F1) lo spiega, &lt;b&gt;Aiuto ▸ Come si gioca&lt;/b&gt; spiega il tavolo, il mouse e i tasti.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{name} — {counts} players
{description}</source>
        <translation>{name} — {counts} giocatori
{description}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players:</source>
        <translation>Giocatori del computer:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a de&amp;mo</source>
        <translation>Guarda una de&amp;mo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal</source>
        <translation>&amp;Dai le carte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Some game plugins could not be loaded:</source>
        <translation>Non è stato possibile caricare alcuni plugin di gioco:</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your record: {played} played, {won} won, {drawn} drawn ({rate}%)</source>
        <translation>Il tuo bilancio: {played} giocate, {won} vinte, {drawn} pari ({rate}%)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your record: {played} played, {won} won ({rate}%)</source>
        <translation>Il tuo bilancio: {played} giocate, {won} vinte ({rate}%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against {level}: {played} played, {won} won ({rate}%)</source>
        <translation>Contro {level}: {played} giocate, {won} vinte ({rate}%)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Standard rules</source>
        <translation>Regole standard</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../cardtable/ui/dialogs/option_editors.py" line="+66"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/statistics.py" line="+32"/>
        <source>Computer players of several levels</source>
        <translation>Computer di livelli diversi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>People only</source>
        <translation>Solo persone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not recorded (earlier games)</source>
        <translation>Non registrato (partite precedenti)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against {level}</source>
        <translation>Contro {level}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{n} players</source>
        <translation>{n} giocatori</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location line="+10"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Opponents:</source>
        <translation>Avve&amp;rsari:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played:</source>
        <translation>Partite giocate:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Vinte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost:</source>
        <translation>Perse:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn:</source>
        <translation>Pareggiate:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Percentuale di vittorie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Serie attuale:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak:</source>
        <translation>Serie di vittorie più lunga:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing streak:</source>
        <translation>Serie di sconfitte più lunga:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Miglior punteggio:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score:</source>
        <translation>Punteggio medio:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the Shithead:</source>
        <translation>Volte Shithead:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No finished games here yet. Games are counted when they end without an undo.</source>
        <translation>Ancora nessuna partita conclusa qui. Le partite vengono conteggiate quando finiscono senza mosse annullate.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Azzera…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics shown</source>
        <translation>Elimina le statistiche mostrate</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All variants</source>
        <translation>Tutte le varianti</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All opponents</source>
        <translation>Tutti gli avversari</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n vinta</numerusform>
            <numerusform>%n vinte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n persa</numerusform>
            <numerusform>%n perse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Win rate so far (%)</source>
        <translation>Percentuale di vittorie finora (%)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+32"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{first} to {last}</source>
        <translation>Dal {first} al {last}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>every game</source>
        <translation>tutti i giochi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics of {what}? This cannot be undone.</source>
        <translation>Eliminare le statistiche di {what}? L&apos;operazione non può essere annullata.</translation>
    </message>
</context>
<context>
    <name>TableFlow</name>
    <message>
        <location filename="../cardtable/ui/table/flow.py" line="+34"/>
        <source>The game stopped: {error}</source>
        <translation>La partita si è interrotta: {error}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cards played</source>
        <translation>Carte giocate</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Played for you, your only move: {action}</source>
        <translation>Giocata per te, l&apos;unica mossa possibile: {action}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>— Deal {n} —</source>
        <translation>— Smazzata {n} —</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{line} (×{n})</source>
        <translation>{line} (×{n})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last action: {line}</source>
        <translation>L&apos;ultima azione: {line}</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>A draw.</source>
        <translation>Pareggio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game.</source>
        <translation>Vinci la partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>{name} wins the game.</source>
        <translation type="vanished">{name} vince la partita.</translation>
    </message>
    <message numerus="yes">
        <source>{names} win the game.</source>
        <translation type="vanished">
            <numerusform>{names} vince la partita.</numerusform>
            <numerusform>{names} vincono la partita.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../cardtable/ui/table/input.py" line="+241"/>
        <source>Clear selection</source>
        <translation>Deseleziona</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint: {action} — {reason}</source>
        <translation>Suggerimento: {action} — {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{action} is just as good: the two cards play alike from here.</source>
        <translation>Anche {action} va bene: da qui in poi le due carte si equivalgono.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{action} is about as good: {reason}.</source>
        <translation>{action} vale quasi altrettanto: {reason}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
</context>
<context>
    <name>TableOverlays</name>
    <message>
        <location filename="../cardtable/ui/table/overlays.py" line="+55"/>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last cards taken</source>
        <translation>Ultime carte prese</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Taken by you</source>
        <translation>Le hai prese tu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken by {name}</source>
        <translation>Chi prende: {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{i} of {n}</source>
        <translation>{i} di {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earlier (←)</source>
        <translation>Precedente (←)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Later (→)</source>
        <translation>Successiva (→)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{zone}: seen only by you</source>
        <translation>{zone}: le vedi solo tu</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Thinking about a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../cardtable/ui/table/prompts.py" line="+19"/>
        <source>Now click the card to swap it with.</source>
        <translation>Ora fai clic sulla carta con cui scambiarla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose more cards for the same play, or play the selection.</source>
        <translation>Scegli altre carte per la stessa giocata, oppure gioca quelle selezionate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose more cards for the same play.</source>
        <translation>Scegli altre carte per la stessa giocata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose below how to play it.</source>
        <translation>Tocca a te: scegli qui sotto come giocarla.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: click a card in your hand and one on the table to swap them, or say you are ready.</source>
        <translation>Tocca a te: fai clic su una carta della tua mano e su una del tavolo per scambiarle, oppure di&apos; che sei pronto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to bury it.</source>
        <translation>Tocca a te: fai clic su una carta per scartarla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the dix to exchange it for the trump card, or choose No exchange.</source>
        <translation>Tocca a te: fai clic sul dix per scambiarlo con la carta di briscola, oppure scegli Nessuno scambio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to pass it to your partner.</source>
        <translation>Tocca a te: fai clic su una carta per passarla al tuo compagno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the card to show it; it starts the game.</source>
        <translation>Tocca a te: fai clic sulla carta per mostrarla; apre la partita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: no card can be played — pick up the pile, or click a face-up card to add it first.</source>
        <translation>Tocca a te: non puoi giocare nessuna carta — raccogli il mucchio, oppure prima fai clic su una carta scoperta per aggiungerla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to play it — face up, or face down claiming a pishti (a bluff if it does not match).</source>
        <translation>Tocca a te: fai clic su una carta per giocarla — scoperta, oppure coperta dichiarando un pishti (un bluff se non corrisponde).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: lay down a meld (click its cards or its button), or choose Done.</source>
        <translation>Tocca a te: dichiara una combinazione (fai clic sulle sue carte o sul suo pulsante), oppure scegli Fatto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: click a card to play it, or first signal to your partner what you hold (a button below).</source>
        <translation>Tocca a te: fai clic su una carta per giocarla, oppure prima segnala al tuo compagno cosa hai in mano (con un pulsante qui sotto).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: click a card to play it.</source>
        <translation>Tocca a te: fai clic su una carta per giocarla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: bid or pass.</source>
        <translation>Tocca a te: fai un&apos;offerta o passa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: name the trump suit.</source>
        <translation>Tocca a te: scegli il seme di briscola.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: accept the claimed pishti or challenge it.</source>
        <translation>Tocca a te: accetta il pishti dichiarato o contestalo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: nothing you hold can be played — pick up the pile.</source>
        <translation>Tocca a te: non puoi giocare nessuna delle tue carte — raccogli il mucchio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: play the bid or concede.</source>
        <translation>Tocca a te: gioca l&apos;offerta o abbandona la smazzata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/widget.py" line="+174"/>
        <location line="+225"/>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cronaca&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+218"/>
        <location line="+15"/>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+17"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Deal {n}</source>
        <translation>Smazzata {n}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The turn prompt: what the game asks of you now</source>
        <translation>Il suggerimento del turno: che cosa ti chiede ora il gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game, the deal and the trump suit</source>
        <translation>Il gioco, la smazzata e il seme di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>Cronaca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every move so far, the last action last</source>
        <translation>Tutte le mosse finora, l&apos;ultima in fondo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result</source>
        <translation>Il risultato</translation>
    </message>
    <message>
        <source>The game stopped: {error}</source>
        <translation type="vanished">La partita si è interrotta: {error}</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation type="vanished">Carte giocate</translation>
    </message>
    <message>
        <source>Played for you, your only move: {action}</source>
        <translation type="vanished">Giocata per te, l&apos;unica mossa possibile: {action}</translation>
    </message>
    <message>
        <source>— Deal {n} —</source>
        <translation type="vanished">— Smazzata {n} —</translation>
    </message>
    <message>
        <source>{line} (×{n})</source>
        <translation type="vanished">{line} (×{n})</translation>
    </message>
    <message>
        <source>Last cards taken</source>
        <translation type="vanished">Ultime carte prese</translation>
    </message>
    <message>
        <source>Taken by you</source>
        <translation type="vanished">Le hai prese tu</translation>
    </message>
    <message>
        <source>Taken by {name}</source>
        <translation type="vanished">Chi prende: {name}</translation>
    </message>
    <message>
        <source>{i} of {n}</source>
        <translation type="vanished">{i} di {n}</translation>
    </message>
    <message>
        <source>Earlier (←)</source>
        <translation type="vanished">Precedente (←)</translation>
    </message>
    <message>
        <source>Later (→)</source>
        <translation type="vanished">Successiva (→)</translation>
    </message>
    <message>
        <source>{zone}: seen only by you</source>
        <translation type="vanished">{zone}: le vedi solo tu</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation type="vanished">Deseleziona</translation>
    </message>
    <message>
        <source>Hint: {action} — {reason}</source>
        <translation type="vanished">Suggerimento: {action} — {reason}</translation>
    </message>
    <message>
        <source>{action} is just as good: the two cards play alike from here.</source>
        <translation type="vanished">Anche {action} va bene: da qui in poi le due carte si equivalgono.</translation>
    </message>
    <message>
        <source>{action} is about as good: {reason}.</source>
        <translation type="vanished">{action} vale quasi altrettanto: {reason}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="vanished">La partita è finita.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation type="vanished">La smazzata è finita.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="vanished">{name} sta pensando…</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Trump: {symbol} {name}</source>
        <translation>Briscola: {symbol} {name}</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation type="vanished">Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>{action} is about as good ({pct}%).</source>
        <translation type="vanished">{action} vale quasi altrettanto ({pct}%).</translation>
    </message>
</context>
<context>
    <name>UnfinishedBox</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+24"/>
        <source>“Keep” saves it as a file (Game ▸ Open Recent) and starts the new game; “Discard” loses it.</source>
        <translation>«Tienila» la salva in un file (Partita ▸ Apri recenti) e inizia la nuova partita; «Scarta» la perde.</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+9"/>
        <source>&amp;Keep It, Start the New Game</source>
        <translation>&amp;Tienila, inizia la nuova partita</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>Hai una partita di {game} non finita (%n mossa giocata, smazzata {seed}). Continuarla invece della nuova partita?</numerusform>
            <numerusform>Hai una partita di {game} non finita (%n mosse giocate, smazzata {seed}). Continuarla invece della nuova partita?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <location line="-65"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation>
            <numerusform>Hai una partita di {game} non conclusa (%n mossa giocata, smazzata {seed}). Vuoi continuarla?</numerusform>
            <numerusform>Hai una partita di {game} non conclusa (%n mosse giocate, smazzata {seed}). Vuoi continuarla?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation>
            <numerusform>Hai una partita di {game} non finita (%n mossa giocata, smazzata {seed}). Continuarla invece della nuova partita?</numerusform>
            <numerusform>Hai una partita di {game} non finita (%n mosse giocate, smazzata {seed}). Continuarla invece della nuova partita?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../cardtable/ui/window_actions.py" line="+159"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart This Deal</source>
        <translation>&amp;Ricomincia questa smazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards again from the first move, every seat as it was</source>
        <translation>Le stesse carte dalla prima mossa, ogni posto com&apos;era</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation>Rigiocala da un al&amp;tro posto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch This Game Again</source>
        <translation>Rivedi la partita dall&apos;ini&amp;zio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;Game List</source>
        <translation>Torna all&apos;elenco dei &amp;giochi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Apr&amp;i recenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view This Game</source>
        <translation>Ri&amp;vedi questa partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review a Sa&amp;ved Game…</source>
        <translation>Rivedi una partita sal&amp;vata…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>Ann&amp;ulla la mia mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red&amp;o My Move</source>
        <translation>Ri&amp;fai la mia mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>Su&amp;ggerimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation>U&amp;ltima presa o carte prese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;core Sheet</source>
        <translation>Segna&amp;punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demo (computer players only)</source>
        <translation>&amp;Demo (solo giocatori del computer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Disattivate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cards Played</source>
        <translation>&amp;Carte giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Toolbar</source>
        <translation>Barra degli s&amp;trumenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo Shows Every &amp;Hand</source>
        <translation>La demo mostra tutte le &amp;mani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bigger Cards</source>
        <translation>Carte più &amp;grandi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;maller Cards</source>
        <translation>Carte più &amp;piccole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High-Contrast Table</source>
        <translation>Tavolo ad alto &amp;contrasto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full Screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Scorciatoie da &amp;tastiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Card Table</source>
        <translation>&amp;Informazioni su Card Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toolbar</source>
        <translation>Barra degli strumenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New</source>
        <translation>Nuova</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>Rifai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Cards at {size}%</source>
        <translation>Carte al {size}%</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+77"/>
        <location line="+29"/>
        <source>Unfinished game</source>
        <translation>Partita non conclusa</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it?</source>
        <translation type="vanished">Hai una partita di {game} non conclusa (1 mossa giocata, smazzata {seed}). Vuoi continuarla?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">Hai una partita di {game} non conclusa ({moves} mosse giocate, smazzata {seed}). Vuoi continuarla?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">Hai una partita di {game} non finita (1 mossa giocata, smazzata {seed}). Continuarla invece della nuova partita?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">Hai una partita di {game} non finita ({moves} mosse giocate, smazzata {seed}). Continuarla invece della nuova partita?</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The unfinished game is kept as {file}</source>
        <translation>La partita non finita è conservata come {file}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot continue the game</source>
        <translation>Impossibile continuare la partita</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partite salvate (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Clear the List</source>
        <translation>&amp;Svuota l&apos;elenco</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the game as</source>
        <translation>Salva la partita con nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json)</source>
        <translation>Partite salvate (*.json)</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+96"/>
        <source>Cannot save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>Hai una partita di {game} non conclusa (%n mossa giocata, smazzata {seed}). Vuoi continuarla?</numerusform>
            <numerusform>Hai una partita di {game} non conclusa (%n mosse giocate, smazzata {seed}). Vuoi continuarla?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>Hai una partita di {game} non finita (%n mossa giocata, smazzata {seed}). Continuarla invece della nuova partita?</numerusform>
            <numerusform>Hai una partita di {game} non finita (%n mosse giocate, smazzata {seed}). Continuarla invece della nuova partita?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved as {file}</source>
        <translation>Salvata come {file}</translation>
    </message>
</context>
<context>
    <name>WindowFlow</name>
    <message>
        <location filename="../cardtable/ui/window_flow.py" line="+78"/>
        <source>Your move</source>
        <translation>La tua mossa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not ask &amp;again (Preferences can turn it back on)</source>
        <translation>Non chiedere &amp;più (le preferenze possono riattivarlo)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Abandon the game?</source>
        <translation>Abbandonare la partita?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress will be abandoned (it is not counted in the statistics). Go on?</source>
        <translation>La partita in corso verrà abbandonata (non sarà conteggiata nelle statistiche). Continuare?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot start the game</source>
        <translation>Impossibile iniziare la partita</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The game cannot go on</source>
        <translation>La partita non può continuare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{error}

The game was closed; the rest of Card Table works as before.</source>
        <translation>{error}

La partita è stata chiusa; il resto di Card Table funziona come prima.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>The game could not be autosaved: {error}</source>
        <translation>Impossibile salvare automaticamente la partita: {error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+15"/>
        <location line="+5"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The statistics cannot be kept: {error}</source>
        <translation>Impossibile registrare le statistiche: {error}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation type="vanished">&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="vanished">&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation type="vanished">&amp;Rigioca questa smazzata</translation>
    </message>
    <message>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation type="vanished">Rigiocala da un al&amp;tro posto</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation type="vanished">Rivedi la partita dall&apos;ini&amp;zio</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">Apr&amp;i recenti</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="vanished">Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Undo My Move</source>
        <translation type="vanished">Ann&amp;ulla la mia mossa</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">Su&amp;ggerimento</translation>
    </message>
    <message>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation type="vanished">U&amp;ltima presa o carte prese</translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation type="vanished">Segna&amp;punti</translation>
    </message>
    <message>
        <source>&amp;Demo (computer players only)</source>
        <translation type="vanished">&amp;Demo (solo giocatori del computer)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="vanished">&amp;Statistiche</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="vanished">&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="vanished">&amp;Preferenze…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="vanished">&amp;Velocità delle animazioni</translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="vanished">Disattivate</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="vanished">Veloci</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="vanished">Normali</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="vanished">Lente</translation>
    </message>
    <message>
        <source>&amp;Cards Played</source>
        <translation type="vanished">&amp;Carte giocate</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="vanished">Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="vanished">&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="vanished">&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation type="vanished">&amp;Informazioni su Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="+171"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The preferences could not be saved: {error}</source>
        <translation>Impossibile salvare le preferenze: {error}</translation>
    </message>
</context>
<context>
    <name>WindowReview</name>
    <message>
        <location filename="../cardtable/ui/review/window_review.py" line="+46"/>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>There is no game on the table to review.</source>
        <translation>Sul tavolo non c&apos;è una partita da rivedere.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Review a saved game</source>
        <translation>Rivedi una partita salvata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partite salvate (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot review the game</source>
        <translation>Impossibile rivedere la partita</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The review could not be saved</source>
        <translation>Non è stato possibile salvare la revisione</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+4"/>
        <source>Practise from here</source>
        <translation>Esercitati da qui</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../cardtable/ai/levels.py" line="+34"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays sensibly by simple rules, but makes mistakes now and then.</source>
        <translation>Gioca in modo sensato con regole semplici, ma ogni tanto sbaglia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays by the game&apos;s rules of thumb, without mistakes.</source>
        <translation>Gioca secondo le regole pratiche del gioco, senza errori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches thousands of possible deals of the unseen cards before each move.</source>
        <translation>Esamina migliaia di possibili distribuzioni delle carte non viste prima di ogni mossa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches about four times as many deals as the expert and solves more endgames exactly; in three-handed Pinochle it bids by playing the deal out.</source>
        <translation>Esamina circa quattro volte le distribuzioni dell&apos;Esperto e risolve esattamente più finali di partita; a Pinochle in tre fa le offerte giocando la smazzata fino in fondo.</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/random_agent.py" line="+15"/>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a uniformly random legal action.</source>
        <translation>Sceglie a caso una mossa valida, con uguale probabilità.</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/search_agent.py" line="+53"/>
        <source>wins {pct}% of {n} sampled deals of the unseen cards, with best play</source>
        <translation>{pct}% di vittorie su {n} distribuzioni campione delle carte non viste, con il gioco perfetto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wins {pct}% over the {n} possible deals of the unseen cards, with best play</source>
        <translation>{pct}% di vittorie sulle {n} distribuzioni possibili delle carte non viste, con il gioco perfetto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wins with best play</source>
        <translation>vince con il gioco perfetto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loses against best play, but leaves the opponent the most ways to go wrong</source>
        <translation>perde contro il gioco perfetto, ma lascia all&apos;avversario più modi di sbagliare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loses against best play</source>
        <translation>perde contro il gioco perfetto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws with best play, and leaves the opponent the most ways to go wrong</source>
        <translation>pareggia con il gioco perfetto, e lascia all&apos;avversario più modi di sbagliare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draws with best play</source>
        <translation>pareggia con il gioco perfetto</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <location line="+292"/>
        <location line="+18"/>
        <location line="+9"/>
        <source>not explored</source>
        <translation>non esplorata</translation>
    </message>
    <message>
        <location line="-337"/>
        <source>wins {pct}% of {n} simulations</source>
        <translation>{pct}% di vittorie su {n} simulazioni</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>with best play in {n} sampled deals of the unseen cards: {pct}% chance of winning the game</source>
        <translation>con il gioco perfetto su {n} distribuzioni campione delle carte non viste: {pct}% di probabilità di vincere la partita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with best play over the {n} possible deals of the unseen cards: {pct}% chance of winning the game</source>
        <translation>con il gioco perfetto sulle {n} distribuzioni possibili delle carte non viste: {pct}% di probabilità di vincere la partita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with best play: {pct}% chance of winning the game</source>
        <translation>con il gioco perfetto: {pct}% di probabilità di vincere la partita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{pct}% chance of winning the game, over {n} simulations</source>
        <translation>{pct}% di probabilità di vincere la partita, su {n} simulazioni</translation>
    </message>
    <message>
        <location line="+295"/>
        <source>certain: no other move can do better</source>
        <translation>sicuro: nessun&apos;altra mossa può fare meglio</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tells your partner about your hand</source>
        <translation>dice al compagno cosa hai in mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the usual play here (rules of thumb)</source>
        <translation>la giocata consueta in questa situazione (regole pratiche)</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../cardtable/ai/thinking.py" line="+93"/>
        <source>the usual play, and the search finds no clearly better move: {pct}% chance of winning the game, over {n} simulations</source>
        <translation>la giocata consueta, e la ricerca non trova una mossa chiaramente migliore: {pct}% di probabilità di vincere la partita, su {n} simulazioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardtable/ai/thinking.py" line="+3"/>
        <source>the usual play, and the search finds no clearly better move: wins {pct}% of {n} simulations</source>
        <translation>la giocata consueta, e la ricerca non trova una mossa chiaramente migliore: {pct}% di vittorie su {n} simulazioni</translation>
    </message>
    <message>
        <location filename="../cardtable/app/autosave.py" line="+129"/>
        <source>The unfinished game could not be restored: {error}. The file was kept as {kept}.</source>
        <translation>Non è stato possibile ripristinare la partita interrotta: {error}. Il file è stato conservato come {kept}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The unfinished game could not be restored: {error}.</source>
        <translation>Non è stato possibile ripristinare la partita interrotta: {error}.</translation>
    </message>
    <message>
        <location filename="../cardtable/app/session.py" line="+206"/>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is {name}&apos;s turn, a computer player</source>
        <translation>è il turno di {name}, un giocatore del computer</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>hints are for a person to move</source>
        <translation>i suggerimenti sono solo per una persona di turno</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name}&apos;s hint failed</source>
        <translation>Il suggerimento per {name} non è riuscito</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{name}&apos;s computer player ({old}) is not available here; it plays at the default level</source>
        <translation>Il giocatore del computer di {name} ({old}) non è disponibile qui; gioca al livello predefinito</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>{name}&apos;s computer player failed</source>
        <translation>Errore del giocatore del computer di {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>{name} chose an illegal move</source>
        <translation>{name} ha scelto una mossa non valida</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>{name}&apos;s computer player crashed; the built-in player moved instead</source>
        <translation>Il giocatore del computer di {name} si è bloccato; ha mosso al suo posto il giocatore integrato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s computer player stopped answering; the built-in player moved instead</source>
        <translation>Il giocatore del computer di {name} ha smesso di rispondere; ha mosso al suo posto il giocatore integrato</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{name} failed to choose a move</source>
        <translation>{name} non è riuscito a scegliere una mossa</translation>
    </message>
    <message>
        <location filename="../cardtable/app/settings.py" line="+102"/>
        <source>The preferences are not a JSON object ({kind}); using the defaults</source>
        <translation>Le preferenze non sono un oggetto JSON ({kind}); verranno usati i valori predefiniti</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preference &apos;{name}&apos;: {value!r} is {problem}; using the default {default!r}</source>
        <translation>Preferenza &apos;{name}&apos;: {value!r} {problem}; verrà usato il valore predefinito {default!r}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not true or false</source>
        <translation>non è vero o falso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a number</source>
        <translation>non è un numero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not of type {kind}</source>
        <translation>non è di tipo {kind}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not one of {choices}</source>
        <translation>non è tra i valori {choices}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a colour like #2e6b3f</source>
        <translation>non è un colore come #2e6b3f</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a language code like &apos;it&apos; or &apos;pt_BR&apos;</source>
        <translation>non è un codice di lingua come &apos;it&apos; o &apos;pt_BR&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not base64 text</source>
        <translation>non è testo base64</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>not an object</source>
        <translation>non è un oggetto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not one of the card sizes</source>
        <translation>non è una delle grandezze delle carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a list of file names</source>
        <translation>non è un elenco di nomi di file</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot read the preferences {path}: {error}</source>
        <translation>Impossibile leggere le preferenze {path}: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The preferences could not be used ({error}); Card Table starts with the defaults. The damaged file is kept as {kept}</source>
        <translation>Non è stato possibile usare le preferenze ({error}); Card Table parte con i valori predefiniti. Il file danneggiato è conservato come {kept}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preferences could not be used ({error}); Card Table starts with the defaults</source>
        <translation>Non è stato possibile usare le preferenze ({error}); Card Table parte con i valori predefiniti</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A copy of the preferences as they were is kept as {kept}</source>
        <translation>Una copia delle preferenze com&apos;erano è conservata come {kept}</translation>
    </message>
    <message>
        <source>The preferences {file} are not valid JSON ({error} at line {line}); using the defaults; the damaged file is kept as {kept}</source>
        <translation type="vanished">Le preferenze {file} non sono JSON valido ({error} alla riga {line}); verranno usati i valori predefiniti; il file danneggiato è conservato come {kept}</translation>
    </message>
    <message>
        <source>The preferences {file} are not valid JSON ({error} at line {line}); using the defaults</source>
        <translation type="vanished">Le preferenze {file} non sono JSON valido ({error} alla riga {line}); verranno usati i valori predefiniti</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The preferences were written by a newer Card Table (version {version}); reading what this version knows</source>
        <translation>Le preferenze sono state scritte da una versione più recente di Card Table (versione {version}); verrà letto ciò che questa versione conosce</translation>
    </message>
    <message>
        <location filename="../cardtable/app/stats.py" line="+256"/>
        <source>The statistics cannot be written ({error}); they are shown but this session&apos;s games are not counted.</source>
        <translation>Non è possibile scrivere le statistiche ({error}); si vedono, ma le partite di questa sessione non vengono contate.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics cannot be opened ({error}); they are off until Card Table is started again. The file was left as it is.</source>
        <translation>Non è possibile aprire le statistiche ({error}); restano spente finché Card Table non viene riavviato. Il file è rimasto com&apos;era.</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The statistics database could not be read ({error}); it was kept as {backup} and a new one was started.</source>
        <translation>Impossibile leggere il database delle statistiche ({error}); è stato conservato come {backup} e ne è stato creato uno nuovo.</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>The statistics could not be read ({error}); the file was left as it is.</source>
        <translation>Non è stato possibile leggere le statistiche ({error}); il file è rimasto com&apos;era.</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/cards.py" line="+29"/>
        <source>Spades</source>
        <translation>Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+65"/>
        <source>Joker</source>
        <translation>Jolly</translation>
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
        <translation>Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batons</source>
        <translation>Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups</source>
        <translation>Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>Denari</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two</source>
        <translation>Due</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four</source>
        <translation>Quattro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>Sei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eight</source>
        <translation>Otto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten</source>
        <translation>Dieci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>nero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Knight</source>
        <translation>Cavallo</translation>
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
        <translation>Jolly {colour}</translation>
    </message>
    <message>
        <source>{rank} di {suit}</source>
        <translation type="vanished">{rank} di {suit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
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
        <translation>squadra {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {n}</source>
        <translation>posto {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/score_sheet.py" line="+20"/>
        <source>Target: {value}</source>
        <translation>Obiettivo: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals to win: {value}</source>
        <translation>Smazzate da vincere: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deals played: {value}</source>
        <translation>Smazzate giocate: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty: {value}</source>
        <translation>Piatto: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the series: {value}</source>
        <translation>Partite della serie: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games played: {value}</source>
        <translation>Partite giocate: {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn games: {value}</source>
        <translation>Partite pareggiate: {value}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="+152"/>
        <source>Deal {deal}</source>
        <translation>Smazzata {deal}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deals 1–{last}</source>
        <translation>Smazzate 1–{last}</translation>
    </message>
    <message>
        <location line="+37"/>
        <location filename="../cardtable/ui/table/scene.py" line="+114"/>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats {list}</source>
        <translation>Posti {list}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/state.py" line="+305"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/__init__.py" line="+22"/>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian trick-taking game with a trump suit and no duty to follow: win the aces and threes. 2, 3, 4 (partners) or 6 (two teams of three) players.</source>
        <translation>Gioco di prese italiano con un seme di briscola e senza obbligo di rispondere al seme: conquista assi e tre. 2, 3, 4 (a coppie) o 6 (due squadre da tre) giocatori.</translation>
    </message>
    <message>
        <location line="+56"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+21"/>
        <location filename="../cardtable/games/pishti/layout.py" line="+33"/>
        <location filename="../cardtable/games/shithead/layout.py" line="+17"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+6"/>
        <location filename="../cardtable/games/pishti/layout.py" line="+4"/>
        <location filename="../cardtable/games/shithead/layout.py" line="+9"/>
        <source>Stock</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+3"/>
        <source>Trump card</source>
        <translation>Carta di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="-4"/>
        <source>Trick</source>
        <translation>Presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards won</source>
        <translation>Carte prese</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left out of the pack</source>
        <translation>Fuori dal mazzo</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/agents.py" line="+165"/>
        <location filename="../cardtable/games/pinochle/agents.py" line="+194"/>
        <location filename="../cardtable/games/pishti/agents.py" line="+154"/>
        <location filename="../cardtable/games/shithead/agents.py" line="+97"/>
        <source>Greedy</source>
        <translation>Avido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leads cheap cards, takes points in the led suit, trumps only rich tricks, feeds points to a partner who is winning, and signals to partners and reads their signals when the table allows it.</source>
        <translation>Esce con carte di poco valore, prende punti nel seme di uscita, usa la briscola solo su prese ricche, passa punti al compagno che sta vincendo e, quando la tabella lo consente, fa segnali ai compagni e legge i loro.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/rules.py" line="+27"/>
        <source>I hold the trump ace</source>
        <translation>ho l&apos;asso di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump three</source>
        <translation>ho il tre di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump king</source>
        <translation>ho il re di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump knight</source>
        <translation>ho il cavallo di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump jack</source>
        <translation>ho il fante di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold no trump</source>
        <translation>non ho briscole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold a low trump</source>
        <translation>ho una briscola bassa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold a non-trump ace or three</source>
        <translation>ho un asso o un tre non di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump ace</source>
        <translation>Segnale: asso di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump three</source>
        <translation>Segnale: tre di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump king</source>
        <translation>Segnale: re di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump knight</source>
        <translation>Segnale: cavallo di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump jack</source>
        <translation>Segnale: fante di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: no trump</source>
        <translation>Segnale: nessuna briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: a low trump</source>
        <translation>Segnale: briscola bassa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: ace or three</source>
        <translation>Segnale: asso o tre</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="+64"/>
        <source>Pack</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian 40 cards, or a French pack without 10s, 9s and 8s</source>
        <translation>40 carte italiane, o un mazzo francese senza 10, 9 e 8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italian (40)</source>
        <translation>Italiano (40)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French (40)</source>
        <translation>Francese (40)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal, or the first side to win 2 of 3 or 3 of 5 deals (drawn deals do not count)</source>
        <translation>Una sola smazzata, oppure vince la prima squadra che si aggiudica 2 smazzate su 3 o 3 su 5 (le smazzate pari non contano)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="+22"/>
        <location line="+55"/>
        <source>Single deal</source>
        <translation>Smazzata singola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of 3</source>
        <translation>Al meglio di 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of 5</source>
        <translation>Al meglio di 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two removed (3 players)</source>
        <translation>Due tolto (3 giocatori)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit of the 2 taken out of the pack for 3 players</source>
        <translation>Seme del 2 tolto dal mazzo con 3 giocatori</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batons / clubs</source>
        <translation>Bastoni / fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swords / spades</source>
        <translation>Spade / picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups / hearts</source>
        <translation>Coppe / cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins / diamonds</source>
        <translation>Denari / quadri</translation>
    </message>
    <message>
        <source>Bastoni / clubs</source>
        <translation type="vanished">Bastoni / fiori</translation>
    </message>
    <message>
        <source>Spade / spades</source>
        <translation type="vanished">Spade / picche</translation>
    </message>
    <message>
        <source>Coppe / hearts</source>
        <translation type="vanished">Coppe / cuori</translation>
    </message>
    <message>
        <source>Denari / diamonds</source>
        <translation type="vanished">Denari / quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner signals</source>
        <translation>Segnali tra compagni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partners may signal what they hold to each other (4 and 6 players), with one of three tables; the first trick is played without signals</source>
        <translation>I compagni possono segnalarsi cosa hanno in mano (4 e 6 giocatori), con una di tre tabelle; la prima presa si gioca senza segnali</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No signals</source>
        <translation>Nessun segnale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pagat: ace, three, king, knight, jack</source>
        <translation>Pagat: asso, tre, re, cavallo, fante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italian: ace, three, king, knight, no trump, a low trump</source>
        <translation>Italiana: asso, tre, re, cavallo, nessuna briscola, briscola bassa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English: ace, three, king, knight, jack, a non-trump ace or three</source>
        <translation>Inglese: asso, tre, re, cavallo, fante, asso o tre non di briscola</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pagat and no trump (earlier table)</source>
        <translation>Pagat e nessuna briscola (tabella precedente)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open hands (2 players)</source>
        <translation>Mani scoperte (2 giocatori)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play with both hands face up, optionally with the next card of the stock shown</source>
        <translation>Si gioca con entrambe le mani scoperte, eventualmente mostrando anche la prossima carta del mazzo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closed</source>
        <translation>Coperte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Open hands</source>
        <translation>Mani scoperte</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Open hands and next card</source>
        <translation>Mani scoperte e carta successiva</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best of five deals</source>
        <translation>Al meglio di cinque smazzate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of three deals</source>
        <translation>Al meglio di tre smazzate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open hands, next card shown</source>
        <translation>Mani scoperte, carta successiva visibile</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/state.py" line="+32"/>
        <source>Won by {seats}</source>
        <translation>Vittoria: {seats}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/shithead/state.py" line="+39"/>
        <source>You won</source>
        <translation>Hai vinto</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+656"/>
        <location filename="../cardtable/games/pinochle/records.py" line="+136"/>
        <location line="+35"/>
        <location filename="../cardtable/games/pishti/action_text.py" line="+29"/>
        <location line="+90"/>
        <source>plays {card}</source>
        <translation>gioca {card}</translation>
    </message>
    <message>
        <location line="-655"/>
        <location filename="../cardtable/games/pinochle/records.py" line="-34"/>
        <location filename="../cardtable/games/pishti/action_text.py" line="-89"/>
        <source>You play {card}</source>
        <translation>Giochi {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+656"/>
        <source>signals: {meaning}</source>
        <translation>segnala: {meaning}</translation>
    </message>
    <message>
        <location line="-655"/>
        <source>You signal: {meaning}</source>
        <translation>Segnali: {meaning}</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>deal won</source>
        <translation>smazzata vinta</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Drawn</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <location line="+338"/>
        <source>Kings, knights and jacks</source>
        <translation>Re, cavalli e fanti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kings, queens and jacks</source>
        <translation>Re, donne e fanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="-90"/>
        <location line="+80"/>
        <source>Aces</source>
        <translation>Assi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threes</source>
        <translation>Tre</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="-70"/>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="-2"/>
        <source>Tricks won</source>
        <translation>Prese vinte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wins scored</source>
        <translation>Vittorie ottenute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal won</source>
        <translation>Smazzata vinta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won</source>
        <translation>Smazzate vinte</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../cardtable/games/pinochle/sheet.py" line="+95"/>
        <source>{points} this deal</source>
        <translation>smazzata: {points}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/__init__.py" line="+20"/>
        <source>Pinochle</source>
        <translation>Pinochle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick-taking and melding with a doubled pack of A 10 K Q J 9: two-handed with a stock, three-handed auction with a widow, partnerships of four, six or eight, with or without bidding.</source>
        <translation>Gioco di prese e combinazioni con un doppio mazzo di A 10 K Q J 9: in due con il mazzo, in tre con asta e monte, a squadre in quattro, sei o otto, con o senza offerte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/agents.py" line="+2"/>
        <source>Bids from its meld and an estimate of trick points, picks the best trump, buries points from short suits, melds the biggest meld it can, wins tricks worth taking with the cheapest card and declares out when it can.</source>
        <translation>Fa l&apos;offerta in base alle combinazioni e a una stima dei punti delle prese, sceglie la briscola migliore, scarta punti dai semi corti, dichiara la combinazione più grande possibile, vince le prese che valgono la pena con la carta più bassa e dichiara chiusura appena può.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/auction.py" line="+85"/>
        <source>The widow: {cards}</source>
        <translation>Il monte: {cards}</translation>
    </message>
    <message>
        <location line="+85"/>
        <location filename="../cardtable/games/pinochle/partnership.py" line="+198"/>
        <source>Trumps: {suit}</source>
        <translation>Briscola: {suit}</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Concede the hand? It costs you one chip.</source>
        <translation>Abbandonare la smazzata? Ti costa una fiche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concede the hand? It costs you {n} chips.</source>
        <translation>Abbandonare la smazzata? Ti costa {n} fiches.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>chips</source>
        <translation>fiches</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>conceded the forced bid</source>
        <translation>abbandonata (era obbligata)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>conceded</source>
        <translation>abbandonata</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>made the bid</source>
        <translation>realizzata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>went set</source>
        <translation>fallita</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{seat:C} bid {bid} and {how}</source>
        <translation>{seat:C}: offerta di {bid} {how}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/bidding.py" line="+100"/>
        <source>Everyone passed: the dealer takes the forced bid of {bid}</source>
        <translation>Tutti hanno passato: il mazziere prende l&apos;offerta obbligata di {bid}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/contract_judge.py" line="+56"/>
        <source>conceding costs {chips} chips, whatever the deal</source>
        <translation>abbandonare costa {chips} fiches, qualunque sia la smazzata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on average {chips:+.1f} chips over {n} played-out deals</source>
        <translation>in media {chips:+.1f} fiches su {n} smazzate giocate fino in fondo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>makes the bid in {pct}% of {n} played-out deals (on average {chips:+.1f} chips)</source>
        <translation>offerta realizzata: {pct}% di {n} smazzate giocate fino in fondo (in media {chips:+.1f} fiches)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/knowledge.py" line="+121"/>
        <source>seat {seat} has no {suit}</source>
        <translation>il posto {seat} non ha {suit}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seat {seat} has no {suit} above the {rank}</source>
        <translation>il posto {seat} non ha {suit} sopra il {rank}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the widow cards are in seat {seat}&apos;s hand or buried</source>
        <translation>le carte del monte sono nella mano del posto {seat} o tra le scartate</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/layout.py" line="-2"/>
        <location filename="../cardtable/games/pinochle/sheet.py" line="+20"/>
        <location line="+44"/>
        <source>Meld</source>
        <translation>Combinazioni</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Widow</source>
        <translation>Monte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buried</source>
        <translation>Scartate</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/melds.py" line="+21"/>
        <source>flush</source>
        <translation>scala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>royal marriage</source>
        <translation>matrimonio reale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>marriage</source>
        <translation>matrimonio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dix</source>
        <translation>dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hundred aces</source>
        <translation>cento assi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighty kings</source>
        <translation>ottanta re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sixty queens</source>
        <translation>sessanta donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forty jacks</source>
        <translation>quaranta fanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinochle</source>
        <translation>pinochle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double pinochle</source>
        <translation>doppio pinochle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>triple pinochle</source>
        <translation>triplo pinochle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple pinochle</source>
        <translation>quadruplo pinochle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double flush</source>
        <translation>doppia scala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple flush</source>
        <translation>tripla scala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple flush</source>
        <translation>quadrupla scala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two royal marriages</source>
        <translation>due matrimoni reali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three royal marriages</source>
        <translation>tre matrimoni reali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four royal marriages</source>
        <translation>quattro matrimoni reali</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two marriages in one suit</source>
        <translation>due matrimoni nello stesso seme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three marriages in one suit</source>
        <translation>tre matrimoni nello stesso seme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four marriages in one suit</source>
        <translation>quattro matrimoni nello stesso seme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thousand aces</source>
        <translation>mille assi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple aces</source>
        <translation>assi tripli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple aces</source>
        <translation>assi quadrupli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight hundred kings</source>
        <translation>ottocento re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple kings</source>
        <translation>re tripli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple kings</source>
        <translation>re quadrupli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six hundred queens</source>
        <translation>seicento donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple queens</source>
        <translation>donne triple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple queens</source>
        <translation>donne quadruple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four hundred jacks</source>
        <translation>quattrocento fanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple jacks</source>
        <translation>fanti tripli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple jacks</source>
        <translation>fanti quadrupli</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/records.py" line="-64"/>
        <source>{meld} ({points})</source>
        <translation>{meld} ({points})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange {card} for the trump card</source>
        <translation>Scambia {card} con la carta di briscola</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass {card}</source>
        <translation>Passa {card}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bury {card}</source>
        <translation>Scarta {card}</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+44"/>
        <source>Bid {value}</source>
        <translation>Offri {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No exchange</source>
        <translation>Nessuno scambio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the bid</source>
        <translation>Gioca l&apos;offerta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Concede</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare out</source>
        <translation>Dichiara chiusura</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+35"/>
        <source>melds {meld}: {cards}</source>
        <translation>dichiara {meld}: {cards}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>You meld {meld}: {cards}</source>
        <translation>Dichiari {meld}: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <source>exchanges {card} for the trump card</source>
        <translation>scambia {card} con la carta di briscola</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>You exchange {card} for the trump card</source>
        <translation>Scambi {card} con la carta di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>passes {card} to the partner</source>
        <translation>passa {card} al compagno</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>You pass {card} to your partner</source>
        <translation>Passi {card} al compagno</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+95"/>
        <location line="+42"/>
        <source>bids {value}</source>
        <translation>offre {value}</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>You bid {value}</source>
        <translation>Offri {value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+42"/>
        <source>passes</source>
        <translation>passa</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>You pass</source>
        <translation>Passi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>names {suit} trumps</source>
        <translation>sceglie {suit} come briscola</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>You name {suit} trumps</source>
        <translation>Scegli {suit} come briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>buries {cards}</source>
        <translation>scarta {cards}</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>You bury {cards}</source>
        <translation>Scarti {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>concedes</source>
        <translation>abbandona</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You concede</source>
        <translation>Abbandoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>plays the forced bid</source>
        <translation>gioca l&apos;offerta obbligata</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You play the forced bid</source>
        <translation>Giochi l&apos;offerta obbligata</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>declares out</source>
        <translation>dichiara chiusura</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You declare out</source>
        <translation>Dichiari chiusura</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>keeps the cards (no dix exchange)</source>
        <translation>tiene le carte (nessuno scambio del dix)</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>You keep the cards (no dix exchange)</source>
        <translation>Tieni le carte (nessuno scambio del dix)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>melds no more</source>
        <translation>non dichiara altre combinazioni</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You meld no more</source>
        <translation>Non dichiari altre combinazioni</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>passes a card to the partner</source>
        <translation>passa una carta al compagno</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>buries a card</source>
        <translation>scarta una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buries three cards</source>
        <translation>scarta tre carte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/rules.py" line="-19"/>
        <source>Form</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which Pinochle: two-handed (2 players), three-handed auction (3), partnership (4, 6 or 8) or partnership auction (4, 6 or 8); &quot;Usual for the players&quot; picks the form for the number of players</source>
        <translation>Quale Pinochle: a due (2 giocatori), asta a tre (3), a squadre (4, 6 o 8) o asta a squadre (4, 6 o 8); &quot;Secondo il numero di giocatori&quot; sceglie la forma abituale per quel numero di giocatori</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usual for the players</source>
        <translation>Secondo il numero di giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-handed</source>
        <translation>A due</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed auction</source>
        <translation>Asta a tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partnership</source>
        <translation>A squadre</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+78"/>
        <source>Partnership auction</source>
        <translation>Asta a squadre</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>48 cards, or 64 with the eights and sevens (two-handed; the dix is then the seven of trumps). Six and eight players always use the 96-card double pack</source>
        <translation>48 carte, oppure 64 con gli otto e i sette (a due; il dix è allora il sette di briscola). Con sei e otto giocatori si usa sempre il mazzo doppio da 96 carte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>48 cards</source>
        <translation>48 carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>64 cards (with 8s and 7s)</source>
        <translation>64 carte (con 8 e 7)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard A 11, 10 10, K 4, Q 3, J 2 with rounding; or the simplified counts A,10 = 10, K,Q = 5; or A,10,K = 10</source>
        <translation>Standard A 11, 10 10, K 4, Q 3, J 2 con arrotondamento; oppure i conteggi semplificati A,10 = 10, K,Q = 5; oppure A,10,K = 10</translation>
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
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal, or deals until a side reaches 1000 (both over: 1250, 1500, ...); &quot;Usual for the form&quot; plays one deal two-handed and to 1000 in the partnership forms (the three-handed auction is settled in chips deal by deal)</source>
        <translation>Una smazzata, oppure smazzate finché una squadra raggiunge 1000 (se entrambe lo superano: 1250, 1500, ...); «Secondo la forma» gioca una smazzata a due e fino a 1000 nelle forme a squadre (l&apos;asta a tre si salda in gettoni smazzata per smazzata)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usual for the form</source>
        <translation>Secondo la forma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To 1000</source>
        <translation>Fino a 1000</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Always head the trick</source>
        <translation>Superare sempre la presa</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Older rule for the strict play: a player must win the trick whenever able (also in the suit led and by over-trumping), not only when trumps are led</source>
        <translation>Regola più antica per il gioco obbligato: un giocatore deve vincere la presa ogni volta che può (anche nel seme d&apos;uscita e superando le briscole altrui), non solo quando si esce con la briscola</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minimum bid (three-handed)</source>
        <translation>Offerta minima (a tre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lowest opening bid of the three-handed auction</source>
        <translation>L&apos;offerta d&apos;apertura più bassa nell&apos;asta a tre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chip table (three-handed)</source>
        <translation>Tabella delle fiches (a tre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips per bid of 300, 350, ... 600: 3,5,10,15,20,25,30; or 3,5,10,20,40,80,160; or 1,2,4,6,8,10,12</source>
        <translation>Fiches per offerta di 300, 350, ... 600: 3,5,10,15,20,25,30; oppure 3,5,10,20,40,80,160; oppure 1,2,4,6,8,10,12</translation>
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
        <translation>Picche al doppio, Cuori al triplo (a tre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bid played in spades is worth double chips, in hearts triple</source>
        <translation>Un&apos;offerta giocata a Picche vale il doppio delle fiches, a Cuori il triplo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kitty (three-handed)</source>
        <translation>Piatto (a tre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An imaginary fourth player that only takes part in settlements</source>
        <translation>Un quarto giocatore immaginario che partecipa solo ai pagamenti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding side passes four cards (partnership auction)</source>
        <translation>La squadra di chi ha vinto l&apos;asta si scambia quattro carte (asta a squadre)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four players, partnership auction: after trumps are named the bidder&apos;s partner passes four cards to the bidder, then the bidder passes four back</source>
        <translation>Quattro giocatori, asta a squadre: scelta la briscola, il compagno di chi ha vinto l&apos;asta gli passa quattro carte, poi chi ha vinto l&apos;asta gliene restituisce quattro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Failed bid (three-handed)</source>
        <translation>Offerta fallita (a tre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A failed bid pays double and a concession single; or a failed bid single and a concession half</source>
        <translation>Un&apos;offerta fallita paga il doppio e un abbandono il semplice; oppure un&apos;offerta fallita paga il semplice e un abbandono la metà</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double / concession single</source>
        <translation>Doppio / abbandono semplice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single / concession half</source>
        <translation>Semplice / abbandono a metà</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game to 1000</source>
        <translation>Partita a 1000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>64-card pack</source>
        <translation>Mazzo da 64 carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simplified count (10/5)</source>
        <translation>Conteggio semplificato (10/5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auction from 250</source>
        <translation>Asta da 250</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/sheet.py" line="-95"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="+17"/>
        <source>Game total</source>
        <translation>Totale partita</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{points} of {bid}</source>
        <translation>{points} su {bid}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid {bid}</source>
        <translation>Offerta {bid}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Meld kept (a trick won)</source>
        <translation>Combinazioni valide (almeno una presa)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+41"/>
        <source>Card points (with the last trick)</source>
        <translation>Punti carte (con l&apos;ultima presa)</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+47"/>
        <source>Card points rounded</source>
        <translation>Punti carte arrotondati</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+30"/>
        <source>Bid</source>
        <translation>Offerta</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Bid made or set</source>
        <translation>Offerta realizzata o fallita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal score</source>
        <translation>Punteggio della smazzata</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declared out</source>
        <translation>Chiusura dichiarata</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Buried cards</source>
        <translation>Carte scartate</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bidder&apos;s total</source>
        <translation>Totale di chi ha vinto l&apos;asta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid made, set or conceded</source>
        <translation>Offerta realizzata, fallita o abbandonata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips this deal</source>
        <translation>Fiches della smazzata</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/state_base.py" line="+33"/>
        <location line="+339"/>
        <location filename="../cardtable/games/pishti/state.py" line="+60"/>
        <location line="+471"/>
        <source>Won by {seats} with {points} points to {other}</source>
        <translation>Vittoria: {seats}, {points} punti a {other}</translation>
    </message>
    <message>
        <location line="-338"/>
        <location filename="../cardtable/games/pishti/state.py" line="-470"/>
        <source>You won with {points} points to {other}</source>
        <translation>Hai vinto, {points} punti a {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+347"/>
        <source>Won by {side} ({why})</source>
        <translation>Vittoria: {side} ({why})</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>You won ({why})</source>
        <translation>Hai vinto ({why})</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Your meld with trumps: {melds}</source>
        <translation>Le tue combinazioni per seme di briscola: {melds}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Declare out? Play stops and your side&apos;s points are counted now: {target} or more wins the game, fewer loses it.</source>
        <translation>Dichiarare chiusura? Il gioco si ferma e i punti della tua parte si contano subito: {target} o più vincono la partita, meno la perdono.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>last trick</source>
        <translation>ultima presa</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>deal</source>
        <translation>smazzata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reached the target first</source>
        <translation>traguardo raggiunto prima degli altri</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>reached the target</source>
        <translation>traguardo raggiunto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several sides passed the target: the game goes on to {target}</source>
        <translation>Più squadre hanno superato il traguardo: la partita prosegue fino a {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopped after {deals} deals</source>
        <translation>Interrotta dopo {deals} smazzate</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../cardtable/games/pishti/state.py" line="+466"/>
        <source>Drawn at {points} points</source>
        <translation>Pareggio a {points} punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+70"/>
        <source>Deal scores: {scores}</source>
        <translation>Punteggi della smazzata: {scores}</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>declared out</source>
        <translation>chiusura dichiarata</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>declared out too early</source>
        <translation>chiusura dichiarata troppo presto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{side:C} declared out with {claim} and lost</source>
        <translation>{side:C}: chiusura dichiarata con {claim}, partita persa</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/__init__.py" line="+22"/>
        <source>Pishti</source>
        <translation>Pishti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turkish fishing game: capture the centre pile with a card of the same rank or a jack, and score 10 for a pishti, the capture of a single card. 2 players, or 4 in partnerships; optional Bluff Pishti.</source>
        <translation>Gioco di pesca turco: prendi il mucchio centrale con una carta dello stesso valore o con un fante, e fai 10 punti per un pishti, la presa di una carta sola. 2 giocatori, o 4 a squadre; Bluff Pishti opzionale.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/action_text.py" line="+1"/>
        <location line="+92"/>
        <source>plays {card} face down and announces a pishti</source>
        <translation>gioca {card} a faccia in giù e annuncia un pishti</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>You play {card} face down and announce a pishti</source>
        <translation>Giochi {card} a faccia in giù e annunci un pishti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>challenges the pishti</source>
        <translation>contesta il pishti</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>You challenge the pishti</source>
        <translation>Contesti il pishti</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>accepts the pishti</source>
        <translation>accetta il pishti</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>You accept the pishti</source>
        <translation>Accetti il pishti</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>plays a card face down and announces a pishti</source>
        <translation>gioca una carta coperta e annuncia un pishti</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Take the pile with {card}</source>
        <translation>Prendi il mucchio con {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play {card}</source>
        <translation>Gioca {card}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play {card} face down: pishti!</source>
        <translation>Gioca {card} a faccia in giù: pishti!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenge</source>
        <translation>Contesta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the pishti</source>
        <translation>Accetta il pishti</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/agents.py" line="+1"/>
        <source>Captures whenever it can and takes pishtis first, spends jacks only on piles worth it, discards the cards the opponents are least likely to match, and bluffs and challenges by counting the cards seen.</source>
        <translation>Prende ogni volta che può e punta prima ai pishti, usa i fanti solo sui mucchi che ne valgono la pena, scarta le carte che gli avversari hanno meno probabilità di prendere, e bluffa e contesta contando le carte già viste.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/layout.py" line="-8"/>
        <source>Captured by the side</source>
        <translation>Prese della squadra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured</source>
        <translation>Prese</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Centre pile</source>
        <translation>Mucchio centrale</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../cardtable/games/pishti/rules.py" line="+28"/>
        <source>Bottom card of the stock</source>
        <translation>Carta in fondo al mazzo</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/rules.py" line="+2"/>
        <source>Shown: the bottom card of the stock is turned face up and reaches the dealer in the last deal; a jack there is taken by the dealer at once. Cutter: as shown, but a jack at the bottom is first replaced by the nearest non-jack (Pagat). Off: the stock stays hidden (Parlett).</source>
        <translation>Scoperta: la carta in fondo al mazzo viene girata a faccia in su e arriva al mazziere nell&apos;ultima distribuzione; se è un Fante, il mazziere lo prende subito. Con taglio: come sopra, ma un Fante in fondo viene prima sostituito dalla carta più vicina che non sia un Fante (Pagat). Non scoperta: il mazzo resta coperto (Parlett).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shown (a jack goes to the dealer)</source>
        <translation>Scoperta (un Fante va al mazziere)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown, the cutter hides a jack (Pagat)</source>
        <translation>Scoperta, chi taglia nasconde un Fante (Pagat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not shown</source>
        <translation>Non scoperta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks are wild</source>
        <translation>Fante pigliatutto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jack captures any pile (when off a jack only captures a jack)</source>
        <translation>Un Fante prende qualsiasi mucchio (se disattivata, un Fante prende solo un Fante)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack on a single card is a pishti</source>
        <translation>Fante su una sola carta fa pishti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether a jack capturing a pile of one non-jack card scores a pishti</source>
        <translation>Se un Fante che prende un mucchio di una sola carta (non un Fante) fa pishti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pishti of a jack on a jack</source>
        <translation>Pishti di Fante su Fante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a jack capturing a pile of one jack (0: not a pishti)</source>
        <translation>Punti per un Fante che prende un mucchio di un solo Fante (0: non è pishti)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last card may make a pishti</source>
        <translation>L&apos;ultima carta può fare pishti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether the last card played in a deal can score a pishti</source>
        <translation>Se l&apos;ultima carta giocata in una smazzata può fare pishti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards left in the centre</source>
        <translation>Carte rimaste al centro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who takes the cards left in the centre at the end of a deal</source>
        <translation>Chi prende le carte rimaste al centro alla fine della smazzata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last capturer</source>
        <translation>Chi ha fatto l&apos;ultima presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score</source>
        <translation>Punteggio obiettivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after the deal in which a side reaches this score (0: a single deal)</source>
        <translation>La partita finisce dopo la smazzata in cui una squadra raggiunge questo punteggio (0: una sola smazzata)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target must be exceeded</source>
        <translation>L&apos;obiettivo va superato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On: the game ends only when a side has more than the target at the end of a deal, as the club rules say (&quot;more than 151&quot;). Off: reaching the target is enough (Harbin: &quot;101 or more&quot;; Pagat, Parlett)</source>
        <translation>Attivata: la partita finisce solo quando, a fine smazzata, una squadra ha superato l&apos;obiettivo, come dicono le regole del circolo (&quot;più di 151&quot;). Disattivata: basta raggiungere l&apos;obiettivo (Harbin: &quot;101 o più&quot;; Pagat, Parlett)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End as soon as a pishti reaches the target</source>
        <translation>Fine immediata quando un pishti raggiunge l&apos;obiettivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pishti points count at once: the game ends mid-deal when they take a side to the target (otherwise the score is checked at the end of the deal)</source>
        <translation>I punti dei pishti contano subito: la partita finisce a metà smazzata quando portano una squadra all&apos;obiettivo (altrimenti il punteggio si controlla a fine smazzata)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Direction of play (4 players)</source>
        <translation>Senso di gioco (4 giocatori)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise from the dealer&apos;s left (Harbin) or anticlockwise from the dealer&apos;s right (Pagat)</source>
        <translation>In senso orario dalla sinistra del mazziere (Harbin) o in senso antiorario dalla destra del mazziere (Pagat)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clockwise</source>
        <translation>Orario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anticlockwise</source>
        <translation>Antiorario</translation>
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
        <translation>Su un mucchio di una sola carta si può giocare coperto e dichiarare pishti; l&apos;avversario successivo accetta (10) o contesta (20 a chi aveva ragione)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When a pishti may be claimed</source>
        <translation>Quando si può dichiarare pishti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluff Pishti: a face-down claim is allowed whenever the centre pile holds one card, or only when that card follows a capture made without a jack, as the club rules say (&quot;when the previous turn took the pile with a card other than a jack&quot;)</source>
        <translation>Bluff Pishti: si può dichiarare pishti con una carta coperta ogni volta che il mucchio al centro ha una sola carta, oppure solo quando quella carta segue una presa fatta senza Fante, come dicono le regole del circolo (&quot;quando nel turno precedente il mucchio è stato preso con una carta diversa dal Fante&quot;)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whenever the pile holds one card</source>
        <translation>Ogni volta che il mucchio ha una sola carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only after a capture without a jack (club rules)</source>
        <translation>Solo dopo una presa senza Fante (regole del circolo)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Harbin (game to 101)</source>
        <translation>Harbin (partita a 101)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club rules (game to 151)</source>
        <translation>Regole del circolo (partita a 151)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pagat (game to 151)</source>
        <translation>Pagat (partita a 151)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parlett (game to 100)</source>
        <translation>Parlett (partita a 100)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/sheet.py" line="-92"/>
        <location line="+80"/>
        <source>Cards captured</source>
        <translation>Carte prese</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+82"/>
        <source>Most cards</source>
        <translation>Più carte</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+82"/>
        <source>Ten of diamonds</source>
        <translation>Dieci di Quadri</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+81"/>
        <source>Two of clubs</source>
        <translation>Due di Fiori</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+80"/>
        <source>Jacks</source>
        <translation>Fanti</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Deal {deal}: {points} points to {other}</source>
        <translation>Smazzata {deal}: {points} punti a {other}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Pishtis</source>
        <translation>Pishti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack pishtis</source>
        <translation>Pishti di Fante</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Still needed to pass {target}</source>
        <translation>Mancano per superare {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still needed for {target}</source>
        <translation>Mancano per arrivare a {target}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/state.py" line="-471"/>
        <source>{seat:C} takes {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation>{seat:C} prende {card}, la carta in fondo al mazzo (se è un Fante va al mazziere)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation>Prendi {card}, la carta in fondo al mazzo (se è un Fante va al mazziere)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pishti</source>
        <translation>pishti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchallenged pishti claim</source>
        <translation>pishti dichiarato e non contestato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pishti claim challenged and true</source>
        <translation>pishti dichiarato, contestato e vero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bluff caught</source>
        <translation>bluff scoperto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>most cards</source>
        <translation>più carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card points</source>
        <translation>punti delle carte</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>All four centre cards are jacks: the cards are dealt again</source>
        <translation>Le quattro carte al centro sono tutte Fanti: si danno di nuovo le carte</translation>
    </message>
    <message>
        <location line="+247"/>
        <source>A pishti took a side to the target: the game ends at once</source>
        <translation>Un pishti ha portato una squadra all&apos;obiettivo: la partita finisce subito</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The cards left in the centre go to the last capturer</source>
        <translation>Le carte rimaste al centro vanno a chi ha fatto l&apos;ultima presa</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/__init__.py" line="+22"/>
        <source>Shithead</source>
        <translation>Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat the pile with an equal or higher rank or pick it all up; 2s go on anything, 10s and four of a kind burn the pile. Play out your hand, then your face-up and finally your face-down table cards. 2 to 6 players.</source>
        <translation>Batti il mucchio con un valore uguale o più alto oppure raccoglilo tutto; i 2 vanno su qualsiasi carta, i 10 e quattro carte uguali bruciano il mucchio. Gioca tutte le carte della mano, poi le carte scoperte e infine le carte coperte sul tavolo. Da 2 a 6 giocatori.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/agents.py" line="+2"/>
        <source>Plays the lowest cards it can, keeps 2s and 10s for emergencies and swaps its high cards to the face-up row.</source>
        <translation>Gioca le carte più basse che può, tiene i 2 e i 10 per le emergenze e scambia le sue carte alte con quelle scoperte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/layout.py" line="-4"/>
        <source>Face-down cards</source>
        <translation>Carte coperte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-up cards</source>
        <translation>Carte scoperte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile</source>
        <translation>Mucchio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Burned</source>
        <translation>Bruciate</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/records.py" line="+37"/>
        <location line="+28"/>
        <source>plays {cards}</source>
        <translation>gioca {cards}</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You play {cards}</source>
        <translation>Giochi {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <source>swaps {hand} from the hand with {table} from the table</source>
        <translation>scambia {hand} della mano con {table} del tavolo</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You swap {hand} from your hand with {table} from the table</source>
        <translation>Scambi {hand} della mano con {table} del tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>is ready</source>
        <translation>è pronto</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You are ready</source>
        <translation>Sei pronto</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>lays {card} face up</source>
        <translation>mette {card} scoperta</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You lay {card} face up</source>
        <translation>Metti {card} scoperta</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>shows {card} and starts</source>
        <translation>mostra {card} e inizia</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You show {card} and start</source>
        <translation>Mostri {card} e inizi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>picks up the pile (one card)</source>
        <translation>raccoglie il mucchio (una carta)</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>You pick up the pile (one card)</source>
        <translation>Raccogli il mucchio (una carta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <source>picks up the pile ({n} cards)</source>
        <translation>raccoglie il mucchio ({n} carte)</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>You pick up the pile ({n} cards)</source>
        <translation>Raccogli il mucchio ({n} carte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <source>adds {card} to the pile and picks it up ({n} cards)</source>
        <translation>aggiunge {card} al mucchio e lo raccoglie ({n} carte)</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>You add {card} to the pile and pick it up ({n} cards)</source>
        <translation>Aggiungi {card} al mucchio e lo raccogli ({n} carte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>turns up a face-down card</source>
        <translation>gira una carta coperta</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>You turn up a face-down card</source>
        <translation>Giri una carta coperta</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play {cards}</source>
        <translation>Gioca {cards}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn up a face-down card</source>
        <translation>Gira una carta coperta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn up {n} face-down cards</source>
        <translation>Gira {n} carte coperte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pick up the pile</source>
        <translation>Raccogli il mucchio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add {card} and pick up</source>
        <translation>Aggiungi {card} e raccogli</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap {hand} for {table}</source>
        <translation>Scambia {hand} con {table}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay {card} face up</source>
        <translation>Metti {card} scoperta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show {card}</source>
        <translation>Mostra {card}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/rules.py" line="+42"/>
        <source>Choose the face-up cards</source>
        <translation>Scegli le carte scoperte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal 3 face down and 6 to the hand; each player lays 3 of the 6 face up (instead of 3 face up dealt and a swap phase)</source>
        <translation>Si danno 3 carte coperte e 6 in mano; ogni giocatore mette scoperte 3 delle 6 (invece di ricevere 3 carte scoperte con una fase di scambio)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play any number of cards</source>
        <translation>Numero libero di carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every player may play any number of cards of one rank (when off, the number of cards first played on the pile binds the players after)</source>
        <translation>Ogni giocatore può giocare un numero qualsiasi di carte dello stesso valore (se disattivata, il numero di carte giocate per prime sul mucchio vincola i giocatori successivi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player out wins, or players drop out one by one and the last one left is the Shithead (who deals next)</source>
        <translation>Vince il primo che resta senza carte, oppure i giocatori escono uno alla volta e l&apos;ultimo rimasto è lo Shithead (che dà le carte nella partita successiva)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First out wins</source>
        <translation>Vince chi esce per primo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last one left loses</source>
        <translation>Perde l&apos;ultimo rimasto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games in a series</source>
        <translation>Partite per serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this many games in a row, the deal rotating, with a tally of who lost how often</source>
        <translation>Gioca questo numero di partite di fila, con il mazziere a rotazione, contando quante volte ha perso ciascuno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move cap</source>
        <translation>Limite di mosse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game still running after this many actions is stopped and drawn: nobody wins or loses it (guards against endless pick-up cycles)</source>
        <translation>Una partita ancora in corso dopo questo numero di azioni viene interrotta e finisce pari: nessuno vince né perde (evita cicli infiniti di raccolte)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Any number of cards (Pagat)</source>
        <translation>Numero libero di carte (Pagat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal six, choose three face up</source>
        <translation>Sei carte, tre scoperte a scelta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last one left is the Shithead</source>
        <translation>L&apos;ultimo rimasto è lo Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An evening: ten games, last one left loses</source>
        <translation>Una serata: dieci partite, perde l&apos;ultimo rimasto</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/sheet.py" line="+22"/>
        <location line="+70"/>
        <source>Game {game}: {seat} is the Shithead</source>
        <translation>Partita {game} — Shithead: {seat}</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Game {game}: You are the Shithead</source>
        <translation>Partita {game} — Sei lo Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+70"/>
        <source>Game {game} won by {seat}</source>
        <translation>Partita {game} — vittoria: {seat}</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Game {game}: You won</source>
        <translation>Partita {game} — Hai vinto</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Carte rimaste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn at the move cap ({cap} actions)</source>
        <translation>Pari per limite di mosse ({cap} azioni)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Shithead</source>
        <translation>Lo Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost the game</source>
        <translation>Partita persa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games lost</source>
        <translation>Partite perse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game {game} drawn at the move cap</source>
        <translation>Partita {game} pari per limite di mosse</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/state.py" line="-6"/>
        <location line="+246"/>
        <source>{seat:C} was dealt {card} face up and starts</source>
        <translation>{seat:C} riceve {card} scoperta e inizia</translation>
    </message>
    <message>
        <location line="-245"/>
        <source>You were dealt {card} face up and start</source>
        <translation>Hai ricevuto {card} scoperta e inizi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+389"/>
        <source>{seat:C} is out</source>
        <translation>{seat:C} è fuori</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>You are out</source>
        <translation>Sei fuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+480"/>
        <source>{seat:C} is the Shithead</source>
        <translation>{seat:C} è lo Shithead</translation>
    </message>
    <message>
        <location line="-479"/>
        <source>You are the Shithead</source>
        <translation>Sei lo Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+480"/>
        <source>Won by {seat}</source>
        <translation>Vittoria: {seat}</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The direction of play reverses</source>
        <translation>Il senso di gioco si inverte</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ten</source>
        <translation>dieci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of a kind</source>
        <translation>quattro carte uguali</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The blind card cannot be played</source>
        <translation>La carta coperta non si può giocare</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Move cap reached: the game is drawn</source>
        <translation>Limite di mosse raggiunto: la partita finisce in parità</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the Shithead</source>
        <translation>lo Shithead</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost the game</source>
        <translation>partita persa</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Drawn at the move cap</source>
        <translation>Parità al limite di mosse</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games lost per seat: {tally}</source>
        <translation>Partite perse per posto: {tally}</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Each play on this pile is {n} cards of one rank, as many as began it.</source>
        <translation>Ogni giocata su questo mucchio è di {n} carte dello stesso valore, tante quante lo hanno aperto.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You could turn one of your face-down cards over instead.</source>
        <translation>Potresti invece girare una delle tue carte coperte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You could play a card on the pile.</source>
        <translation>Potresti giocare una carta sul mucchio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick up the pile (one card) all the same?</source>
        <translation>Raccogliere comunque il mucchio (una carta)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick up the pile ({n} cards) all the same?</source>
        <translation>Raccogliere comunque il mucchio ({n} carte)?</translation>
    </message>
    <message>
        <source>One deal</source>
        <translation type="vanished">Una smazzata</translation>
    </message>
    <message>
        <source>One deal, or deals until a side reaches 1000 (both over: 1250, 1500, ...)</source>
        <translation type="vanished">Una smazzata, oppure smazzate finché una squadra raggiunge 1000 (se entrambe lo superano: 1250, 1500, ...)</translation>
    </message>
    <message>
        <source>Partnership auction to 1000</source>
        <translation type="vanished">Asta a squadre fino a 1000</translation>
    </message>
    <message>
        <source>Before this deal</source>
        <translation type="vanished">Prima di questa smazzata</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="vanished">Fiches</translation>
    </message>
    <message>
        <source>was set</source>
        <translation type="vanished">fallita</translation>
    </message>
    <message>
        <source>{seat:C}: takes {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation type="vanished">{seat:C}: prende {card}, la carta in fondo al mazzo (se è un Fante va al mazziere)</translation>
    </message>
    <message>
        <source>picks up the pile</source>
        <translation type="vanished">raccoglie il mucchio</translation>
    </message>
    <message>
        <source>adds {card} to the pile and picks it up</source>
        <translation type="vanished">aggiunge {card} al mucchio e lo raccoglie</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/review.py" line="+47"/>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>on average {n:.1f} chips fewer than the master&apos;s move</source>
        <translation>in media {n:.1f} fiches in meno rispetto alla mossa del maestro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on average {n:.1f} chips more than the master&apos;s move</source>
        <translation>in media {n:.1f} fiches in più rispetto alla mossa del maestro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on average about {n} points fewer than the master&apos;s move</source>
        <translation>in media circa {n} punti in meno rispetto alla mossa del maestro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on average about {n} points more than the master&apos;s move</source>
        <translation>in media circa {n} punti in più rispetto alla mossa del maestro</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{why}; {points}</source>
        <translation>{why}; {points}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} played {move}: {reason}</source>
        <translation>{name} ha giocato {move}: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} played {move} ({reason}); the master would play {best} ({best_reason})</source>
        <translation>{name} ha giocato {move} ({reason}); il maestro giocherebbe {best} ({best_reason})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{move}: the master&apos;s choice too ({reason})</source>
        <translation>{move}: anche la scelta del maestro ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is about as good as the master&apos;s {best} ({reason})</source>
        <translation>{move} vale più o meno quanto {best} del maestro ({reason})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{best} {best_reason}; your {move} {reason}</source>
        <translation>{best} {best_reason}; la tua {move} {reason}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{n} decisions reviewed. Mistakes: {mistakes}; inaccuracies: {inaccuracies}; their cost together: {pct} percentage points of winning chances</source>
        <translation>{n} decisioni riviste. Errori: {mistakes}; imprecisioni: {inaccuracies}; insieme costano {pct} punti percentuali di probabilità di vittoria</translation>
    </message>
    <message>
        <location filename="../cardtable/app/faults.py" line="+37"/>
        <source>The game &apos;{game}&apos; failed ({hook}): {error}</source>
        <translation>Il gioco «{game}» non ha funzionato ({hook}): {error}</translation>
    </message>
    <message>
        <location filename="../cardtable/app/practice.py" line="+103"/>
        <source>the unseen cards cannot be dealt afresh at this point of the game; practise with the cards kept</source>
        <translation>a questo punto della partita le carte non viste non si possono distribuire di nuovo; esercitati con le carte tenute</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/thinking.py" line="-16"/>
        <source>searched too little to judge it ({n} simulations)</source>
        <translation>cercato troppo poco per giudicarla ({n} simulazioni)</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>Unfinished game</source>
        <translation type="vanished">Partita non conclusa</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>{n} cards</source>
        <translation type="vanished">{n} carte</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="vanished">1 carta</translation>
    </message>
</context>
</TS>
