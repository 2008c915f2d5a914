<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <source>Seat {n}</source>
        <translation type="vanished">席{n}</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <comment>table</comment>
        <translation type="vanished">
            <numerusform>{n}枚</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card</source>
        <comment>table</comment>
        <translation type="vanished">1枚</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/about.py" line="+49"/>
        <source>About Card Table</source>
        <translation>Card Table について</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead and Pinochle, with every player count and regional variant, against computer players or with friends at one screen — offline.&lt;/p&gt;&lt;p&gt;The cards, the icon and the sounds are drawn and made by Card Table&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python {python} (PSF licence), Qt {qt} and PySide6 {pyside} (GNU LGPL version 3) and platformdirs (MIT licence); Licences shows every notice.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;ブリスコラ、ピシュティ、シットヘッド、ピノクルを、あらゆる人数と地方ルールで。コンピューターと対戦しても、1台の画面を囲んで友だちと遊んでも。オフラインで動きます。&lt;/p&gt;&lt;p&gt;カード、アイコン、効果音はすべて Card Table 自身のコードが描き、作っています。&lt;/p&gt;&lt;p&gt;MIT ライセンスのフリーソフトウェアです。Python {python}（PSF ライセンス）、Qt {qt} と PySide6 {pyside}（GNU LGPL バージョン3）、platformdirs（MIT ライセンス）で作られています。すべての告知文は「ライセンス」で確認できます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Licences…</source>
        <translation>ライセンス(&amp;L)…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;Briscola, Pishti, Shithead and Pinochle, with every player count and regional variant, against computer players or with friends at one screen — offline.&lt;/p&gt;&lt;p&gt;The cards, the icon and the sounds are drawn and made by Card Table&apos;s own code.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python {python}, Qt {qt} and PySide6 {pyside}.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h2&gt;Card Table {version}&lt;/h2&gt;&lt;p&gt;ブリスコラ、ピシュティ、シットヘッド、ピノクルを、あらゆる人数と地方ルールで。コンピューターと対戦しても、1台の画面を囲んで友だちと遊んでも。オフラインで動きます。&lt;/p&gt;&lt;p&gt;カード、アイコン、効果音はすべて Card Table 自身のコードが描き、作っています。&lt;/p&gt;&lt;p&gt;MIT ライセンスのフリーソフトウェアです。Python {python}、Qt {qt}、PySide6 {pyside} で作られています。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../cardtable/ui/table/action_bar.py" line="+160"/>
        <source>Shortcut: {key}</source>
        <translation>ショートカット：{key}</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <location filename="../cardtable/ui/table/bid_control.py" line="+133"/>
        <source>From {low} to {high} in steps of {step}: type a number, or step with ↑ and ↓ (Page Up and Page Down go {page} at a time). Enter plays the number shown.</source>
        <translation>{low}から{high}まで{step}刻み：数字を入力するか、↑と↓で増減します（Page UpとPage Downは{page}ずつ）。Enterで表示中の数字を出します。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add {n} to the number in the box</source>
        <translation>ボックスの数字に{n}を足す</translation>
    </message>
</context>
<context>
    <name>CardMenu</name>
    <message>
        <source>{place}: 1 card</source>
        <translation type="vanished">{place}：1枚</translation>
    </message>
    <message>
        <source>{place}: {n} cards</source>
        <translation type="vanished">{place}：{n}枚</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/card_menu.py" line="+41"/>
        <source>{place}: %n cards</source>
        <translation>
            <numerusform>{place}：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show these cards (seen only by you)</source>
        <translation>このカードを見る（あなただけに見えます）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play {card}</source>
        <translation>{card}を出す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to do with it now</source>
        <translation>いまはこのカードでできることはありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn now</source>
        <translation>いまはあなたの番ではありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{place} of {name}</source>
        <translation>{name}の{place}</translation>
    </message>
</context>
<context>
    <name>CrashHandler</name>
    <message>
        <location filename="../cardtable/ui/crash.py" line="+120"/>
        <source>(no log file could be written)</source>
        <translation>（ログファイルを書き込めませんでした）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Something went wrong: {error}.

Your game is kept and can be continued (it was saved after the last move). The details are in the log:
{log}</source>
        <translation>問題が発生しました：{error}。

ゲームは残っているので、続きから遊べます（最後の手のあとで保存されています）。詳しくはログをご覧ください：
{log}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something went wrong: {error}.

No game was in progress, so nothing is lost. The details are in the log:
{log}</source>
        <translation>問題が発生しました：{error}。

進行中のゲームはなかったので、失われたものはありません。詳しくはログをご覧ください：
{log}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something went wrong: {error}.

The game on the table could not be saved. The details are in the log:
{log}</source>
        <translation>問題が発生しました：{error}。

テーブルのゲームを保存できませんでした。詳しくはログをご覧ください：
{log}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card Table: unexpected error</source>
        <translation>Card Table：予期しないエラー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>DeckChooser</name>
    <message>
        <location filename="../cardtable/ui/cards/chooser.py" line="+43"/>
        <source>Classic (two colours)</source>
        <translation>クラシック（2色）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four colours</source>
        <translation>4色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Napoletane</source>
        <translation>ナポレターネ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piacentine</source>
        <translation>ピアチェンティーネ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue lattice</source>
        <translation>青の格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red rosettes</source>
        <translation>赤のロゼット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green tartan</source>
        <translation>緑のタータン</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Card decks</source>
        <translation>カードのデザイン</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Large corner indices (easier to read)</source>
        <translation>大きな隅のインデックス（読みやすい）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>French-suited cards:</source>
        <translation>フランス式スートのカード：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian-suited cards:</source>
        <translation>イタリア式スートのカード：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back:</source>
        <translation>カードの裏面：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/event_log.py" line="+39"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} {action}</source>
        <translation>{name}が{action}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name}: {action}</source>
        <translation>{name}：{action}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You win the trick</source>
        <translation>あなたがトリックを取った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wins the trick</source>
        <translation>トリックを取った</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{what}, {points}</source>
        <translation>{what}（{points}）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{burned} ({why})</source>
        <translation>{burned}（{why}）</translation>
    </message>
    <message numerus="yes">
        <location line="-104"/>
        <source>You take %n cards</source>
        <translation>
            <numerusform>あなたがカードを%n枚取った</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>takes %n cards</source>
        <translation>
            <numerusform>カードを%n枚取った</numerusform>
        </translation>
    </message>
    <message>
        <source>1 point</source>
        <translation type="vanished">1点</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation type="vanished">{n}点</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>The pile is burned</source>
        <translation>捨て札の山が流れた</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="+15"/>
        <source>Beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>上級</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Master</source>
        <translation>達人</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/about.py" line="-45"/>
        <source>Licences</source>
        <translation>ライセンス</translation>
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
        <location line="-56"/>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>{game} — deal no. {seed} — Card Table</source>
        <translation>{game} — ディール番号 {seed} — Card Table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal no. {seed}</source>
        <translation>ディール番号 {seed}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} players</source>
        <translation>{n}人</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Own rules</source>
        <translation>独自ルール</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computers: {levels}</source>
        <translation>コンピューター：{levels}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching the game again, every card face up</source>
        <translation>ゲームを再生中（全カード表向き）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo, every hand face up</source>
        <translation>デモ（全員の手札を表向き）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Demo</source>
        <translation>デモ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot seat</source>
        <translation>ホットシート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo used: not counted in the statistics</source>
        <translation>「元に戻す」を使用：統計には数えません</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="+63"/>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Players:</source>
        <translation>人数(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Random deal</source>
        <translation>ランダムに配る(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number:</source>
        <translation>ディール番号(&amp;N)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal number</source>
        <translation>ディール番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same deal number with the same game, players and rules deals the same cards again</source>
        <translation>同じゲーム・人数・ルールで同じディール番号を選ぶと、同じカードがもう一度配られます</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rule options</source>
        <translation>ルールのオプション</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+142"/>
        <source>Standard rules</source>
        <translation>標準ルール</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>Set every rule option to the game&apos;s standard</source>
        <translation>すべてのルールオプションをゲームの標準に戻す</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Deal</source>
        <translation>配る(&amp;D)</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{n} players</source>
        <translation>{n}人</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Custom rules</source>
        <translation>カスタムルール</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Side {s}</source>
        <translation>チーム{s}</translation>
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
        <translation>「{option}」が次のときのみ：{values}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only when “{option}” is not 0.</source>
        <translation>「{option}」が0以外のときのみ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only when “{option}” is on.</source>
        <translation>「{option}」がオンのときのみ。</translation>
    </message>
</context>
<context>
    <name>PlateWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/scene_plates.py" line="+33"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/preferences.py" line="+60"/>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+149"/>
        <source>Felt colour</source>
        <translation>ラシャの色</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Default</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At once</source>
        <translation>すぐに</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>素早く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow, easy to follow</source>
        <translation>ゆっくり（追いやすい）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Felt colour:</source>
        <translation>ラシャの色(&amp;F)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{size}% (as large as fits)</source>
        <translation>{size}%（収まる限り大きく）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards&apos; size, a share of the largest that fits the window (Ctrl+plus and Ctrl+minus change it too)</source>
        <translation>カードの大きさ。ウィンドウに収まる最大の大きさに対する割合です（Ctrl+プラスと Ctrl+マイナスでも変えられます）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High contrast: black table, white text, yellow buttons, large card indices</source>
        <translation>ハイコントラスト：黒いテーブル、白い文字、黄色いボタン、大きなインデックス(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card si&amp;ze:</source>
        <translation>カードの大きさ(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animations:</source>
        <translation>アニメーション(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Computer moves:</source>
        <translation>コンピューターの手(&amp;C)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sort my hand as the game ranks the cards</source>
        <translation>手札をゲームでのカードの強さ順に並べる(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By suit, weakest to strongest; by rank alone where suits play no part (Pishti, Shithead)</source>
        <translation>スートごとに弱い順。スートが関係ないゲーム（ピシュティ、シットヘッド）ではランクのみ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before &amp;risky actions (new game, quit, giving up a game in progress)</source>
        <translation>危険な操作の前に確認する（新しいゲーム、終了、進行中のゲームの放棄）(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask before a costly &amp;move (picking up the pile, conceding, declaring out)</source>
        <translation>損になりうる手の前に確認する（山を取る、投了、アウト宣言）(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow &amp;undo (a game with an undo is not counted in the statistics)</source>
        <translation>「元に戻す」を許可する（元に戻したゲームは統計に数えません）(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;effects</source>
        <translation>効果音(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;oach: suggest a move at every turn (the hint, shown by itself)</source>
        <translation>コーチ(&amp;O)：毎回の手番で手を提案する（ヒントを自動表示）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pla&amp;y my move for me when it is the only one possible</source>
        <translation>打てる手が1つだけのときは自動で打つ(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cards &amp;played beside the game log (a card tracker)</source>
        <translation>ゲームログの横に出たカードを表示する（カードトラッカー）(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new language is used at once, in the game log so far too.</source>
        <translation>新しい言語はすぐに反映されます。これまでのゲームログも含みます。</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../cardtable/ui/table/privacy.py" line="+59"/>
        <source>Pass to {name}</source>
        <translation>{name}に交代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other players look away now. {name}, your cards are shown when you are ready.</source>
        <translation>ほかのプレイヤーは画面から目を離してください。{name}さん、準備ができたらカードを表示します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am {name} — show my cards</source>
        <translation>私は{name}です — カードを表示</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/flow.py" line="+53"/>
        <source>{names} win the game.</source>
        <translation>
            <numerusform>{names}の勝ちです。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+71"/>
        <source>Unfinished game</source>
        <translation>途中のゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“Discard” starts afresh; the game is then lost.</source>
        <translation>「破棄」を選ぶと最初からになり、このゲームは失われます。</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>{game}の途中のゲームがあります（%n手進行、ディール番号 {seed}）。続きを遊びますか？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../cardtable/ui/review/dialog.py" line="+168"/>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}&apos;s decisions</source>
        <translation>{name}の判断</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did {name} play that?</source>
        <translation>{name}はなぜそう打った？</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Review:</source>
        <translation>振り返り：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing decision %v of %m</source>
        <translation>判断を振り返っています（%v / %m）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Action</source>
        <translation>◀ 前の手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action ▶</source>
        <translation>次の手 ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table one action earlier, as this seat saw it</source>
        <translation>この席から見た、1手前のテーブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table one action later, as this seat saw it</source>
        <translation>この席から見た、1手後のテーブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Previous mark</source>
        <translation>◀ 前のマーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next mark ▶</source>
        <translation>次のマーク ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unseen cards dealt afresh</source>
        <translation>見えないカードを配り直す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unseen cards kept</source>
        <translation>見えないカードはそのまま</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>ここから練習</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Pass the screen to {name}.</source>
        <translation>画面を{name}に渡してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am {name}: show my review</source>
        <translation>私は{name}です：振り返りを表示</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>; average chips: {n}</source>
        <translation>；平均チップ：{n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; average points: {n}</source>
        <translation>；平均得点：{n}</translation>
    </message>
    <message>
        <location line="-218"/>
        <location line="+67"/>
        <source>The master is going over the decisions…</source>
        <translation>達人が判断を振り返っています…</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+78"/>
        <source>The review failed: {error}</source>
        <translation>振り返りに失敗しました：{error}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cancelled: {summary}</source>
        <translation>キャンセルしました：{summary}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action {n}: {move} — mistake (−{cost})</source>
        <translation>{n}手目：{move} — 悪手（−{cost}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action {n}: {move} — inaccuracy (−{cost})</source>
        <translation>{n}手目：{move} — 不正確な手（−{cost}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action {n}: {move}</source>
        <translation>{n}手目：{move}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Action {n} of {total}</source>
        <translation>{total}手中{n}手目</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next: {line}</source>
        <translation>次：{line}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source> (the master&apos;s move)</source>
        <translation>（達人の手）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (played)</source>
        <translation>（打った手）</translation>
    </message>
    <message>
        <source>{name} played {move}: {reason}</source>
        <translation type="vanished">{name}の手は「{move}」：{reason}</translation>
    </message>
    <message>
        <source>{name} played {move} ({reason}); the master would play {best} ({best_reason})</source>
        <translation type="vanished">{name}の手は「{move}」（{reason}）。達人なら「{best}」（{best_reason}）</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/help/rules.py" line="+69"/>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
</context>
<context>
    <name>ScenePlates</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="vanished">
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetPanel</name>
    <message>
        <location filename="../cardtable/ui/table/sheet_view.py" line="+68"/>
        <source>Next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game, players and rules, a new deal</source>
        <translation>同じゲーム・人数・ルールで、新しいディール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch again</source>
        <translation>もう一度観る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game from its first card, move by move, every card face up</source>
        <translation>このゲームを最初のカードから1手ずつ、全カード表向きで</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The master goes over the decisions of this deal and marks the costly ones</source>
        <translation>達人がこのディールの判断を振り返り、損をした手に印を付けます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the game, players and rules</source>
        <translation>ゲーム・人数・ルールを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score sheet</source>
        <translation>スコアシート</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This deal</source>
        <translation>このディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No scores yet.</source>
        <translation>まだ得点はありません。</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="+52"/>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays seat {n}</source>
        <translation>席{n}のプレイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level of seat {n}</source>
        <translation>席{n}の強さ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name of seat {n}</source>
        <translation>席{n}の名前</translation>
    </message>
</context>
<context>
    <name>SeatView</name>
    <message>
        <location filename="../cardtable/ui/review/seat_view.py" line="+28"/>
        <source>hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards taken</source>
        <translation>取ったカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trick</source>
        <translation>トリック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pile</source>
        <translation>山</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>melds</source>
        <translation>メルド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trump card</source>
        <translation>切り札表示カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>face-up cards</source>
        <translation>表向きのカード</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>face-down cards</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>widow</source>
        <translation>ウィドウ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buried cards</source>
        <translation>埋めたカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards out of play</source>
        <translation>ゲームから除かれたカード</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}: {what}</source>
        <translation>{name}：{what}</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../cardtable/ui/dialogs/seat_editor.py" line="-23"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer {n}</source>
        <translation>CPU {n}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../cardtable/ui/help/shortcuts.py" line="+49"/>
        <location line="+26"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move the focus among the cards you can play and the buttons</source>
        <translation>出せるカードとボタンの間でフォーカスを動かす</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>← → ↑ ↓, Tab</source>
        <translation>← → ↑ ↓、Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the focused card or press the focused button</source>
        <translation>フォーカスのあるカードを出す、またはボタンを押す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the focused card (for a move of several cards)</source>
        <translation>フォーカスのあるカードを選ぶ（何枚かを出す手で）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the cards chosen; close the review</source>
        <translation>選んだカードを解除する／トリックの表示を閉じる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The earlier or later trick in the review</source>
        <translation>表示中のトリックの前後へ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a card is and what you can do with it</source>
        <translation>カードの内容と、それでできること</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click, or the menu key</source>
        <translation>右クリック、またはメニューキー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On the table</source>
        <translation>テーブルで</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <location filename="../cardtable/ui/start_panel.py" line="+52"/>
        <source>&lt;h2&gt;Card Table&lt;/h2&gt;&lt;p&gt;Choose a game, the number of players, the rules and how strong the computer players are, then deal: you play seat 1 against them. &lt;b&gt;New Game…&lt;/b&gt; sets every rule, the seats (several people can share the screen) and the deal number. New to a game? &lt;b&gt;Help ▸ Rules&lt;/b&gt; (F1) explains it, &lt;b&gt;Help ▸ How to Play&lt;/b&gt; the table, mouse and keys.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Card Table&lt;/h2&gt;&lt;p&gt;ゲーム、人数、ルール、コンピューターの強さを選んで配りましょう。あなたは席1でコンピューターと対戦します。&lt;b&gt;新しいゲーム…&lt;/b&gt;では、すべてのルール、席（1台の画面を何人かで共有できます）、ディール番号を設定できます。初めてのゲームなら &lt;b&gt;ヘルプ ▸ ルール&lt;/b&gt;（F1）で説明を、&lt;b&gt;ヘルプ ▸ 遊び方&lt;/b&gt;でテーブルとマウス・キー操作を確認できます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{name} — {counts} players
{description}</source>
        <translation>{name} — {counts}人
{description}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Players:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players:</source>
        <translation>コンピューター：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a de&amp;mo</source>
        <translation>デモを観る(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal</source>
        <translation>配る(&amp;D)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Some game plugins could not be loaded:</source>
        <translation>読み込めなかったゲームプラグインがあります：</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your record: {played} played, {won} won, {drawn} drawn ({rate}%)</source>
        <translation>あなたの成績：{played}戦 {won}勝 {drawn}分（勝率{rate}%）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your record: {played} played, {won} won ({rate}%)</source>
        <translation>あなたの成績：{played}戦 {won}勝（勝率{rate}%）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against {level}: {played} played, {won} won ({rate}%)</source>
        <translation>{level}との対戦：{played}戦 {won}勝（勝率{rate}%）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Standard rules</source>
        <translation>標準ルール</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../cardtable/ui/dialogs/option_editors.py" line="+66"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/statistics.py" line="+32"/>
        <source>Computer players of several levels</source>
        <translation>いろいろな強さのコンピューター</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>People only</source>
        <translation>人間のみ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not recorded (earlier games)</source>
        <translation>記録なし（以前のゲーム）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against {level}</source>
        <translation>{level}との対戦</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{n} players</source>
        <translation>{n}人</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location line="+10"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Variant:</source>
        <translation>バリエーション(&amp;V)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Opponents:</source>
        <translation>対戦相手(&amp;O)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played:</source>
        <translation>プレイしたゲーム：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>勝ち：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost:</source>
        <translation>負け：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drawn:</source>
        <translation>引き分け：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>勝率：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>現在の連続記録：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak:</source>
        <translation>最長連勝：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing streak:</source>
        <translation>最長連敗：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>最高得点：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score:</source>
        <translation>平均得点：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times the Shithead:</source>
        <translation>シットヘッドになった回数：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No finished games here yet. Games are counted when they end without an undo.</source>
        <translation>ここにはまだ終了したゲームがありません。「元に戻す」を使わずに終わったゲームが数えられます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Reset…</source>
        <translation>リセット(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics shown</source>
        <translation>表示中の統計を削除する</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All variants</source>
        <translation>すべてのバリエーション</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All opponents</source>
        <translation>すべての対戦相手</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n敗</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Win rate so far (%)</source>
        <translation>これまでの勝率（%）</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+32"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{first} to {last}</source>
        <translation>{first}〜{last}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>every game</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reset statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics of {what}? This cannot be undone.</source>
        <translation>{what}の統計を削除しますか？元に戻すことはできません。</translation>
    </message>
</context>
<context>
    <name>TableFlow</name>
    <message>
        <location filename="../cardtable/ui/table/flow.py" line="+34"/>
        <source>The game stopped: {error}</source>
        <translation>ゲームが停止しました：{error}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cards played</source>
        <translation>出たカード</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Played for you, your only move: {action}</source>
        <translation>打てる手が1つだけなので自動で打ちました：{action}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>— Deal {n} —</source>
        <translation>— 第{n}ディール —</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{line} (×{n})</source>
        <translation>{line}（×{n}）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last action: {line}</source>
        <translation>最後の手：{line}</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>A draw.</source>
        <translation>引き分けです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game.</source>
        <translation>あなたの勝ちです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>{name} wins the game.</source>
        <translation type="vanished">{name}の勝ちです。</translation>
    </message>
    <message numerus="yes">
        <source>{names} win the game.</source>
        <translation type="vanished">
            <numerusform>{names}の勝ちです。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../cardtable/ui/table/input.py" line="+241"/>
        <source>Clear selection</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint: {action} — {reason}</source>
        <translation>ヒント：{action} — {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{action} is just as good: the two cards play alike from here.</source>
        <translation>{action}でも同じです：ここからは2枚のカードは同じ働きをします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{action} is about as good: {reason}.</source>
        <translation>{action}もほぼ同じくらい良い手です：{reason}。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>ディールは終了しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is thinking…</source>
        <translation>{name}が考えています…</translation>
    </message>
</context>
<context>
    <name>TableOverlays</name>
    <message>
        <location filename="../cardtable/ui/table/overlays.py" line="+55"/>
        <source>Last trick</source>
        <translation>直前のトリック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last cards taken</source>
        <translation>直前に取ったカード</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Taken by you</source>
        <translation>あなたが取ったカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken by {name}</source>
        <translation>{name}が取ったカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{i} of {n}</source>
        <translation>{i} / {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earlier (←)</source>
        <translation>前へ（←）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Later (→)</source>
        <translation>次へ（→）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{zone}: seen only by you</source>
        <translation>{zone}：あなたにだけ見えています</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Thinking about a hint…</source>
        <translation>ヒントを考えています…</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../cardtable/ui/table/prompts.py" line="+19"/>
        <source>Now click the card to swap it with.</source>
        <translation>交換する相手のカードをクリックしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose more cards for the same play, or play the selection.</source>
        <translation>同じ手で出すカードをさらに選ぶか、選んだカードを出してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose more cards for the same play.</source>
        <translation>同じ手で出すカードをさらに選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose below how to play it.</source>
        <translation>あなたの番：下のボタンから手を選んでください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your turn: click a card in your hand and one on the table to swap them, or say you are ready.</source>
        <translation>あなたの番：手札のカードとテーブルのカードを1枚ずつクリックして交換するか、準備完了を選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to bury it.</source>
        <translation>あなたの番：埋めるカードをクリックしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the dix to exchange it for the trump card, or choose No exchange.</source>
        <translation>あなたの番：ディースをクリックして切り札表示カードと交換するか、「交換しない」を選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to pass it to your partner.</source>
        <translation>あなたの番：パートナーに渡すカードをクリックしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: click the card to show it; it starts the game.</source>
        <translation>あなたの番：カードをクリックして公開してください。そのカードでゲームが始まります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: no card can be played — pick up the pile, or click a face-up card to add it first.</source>
        <translation>あなたの番：出せるカードがありません — 捨て札の山を取るか、先に表向きのカードをクリックして加えてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: click a card to play it — face up, or face down claiming a pishti (a bluff if it does not match).</source>
        <translation>あなたの番：カードをクリックして出してください — 表向きに、またはピシュティを宣言して裏向きに（合わなければブラフ）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your turn: lay down a meld (click its cards or its button), or choose Done.</source>
        <translation>あなたの番：メルドを出す（カードかそのボタンをクリック）か、「完了」を選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: click a card to play it, or first signal to your partner what you hold (a button below).</source>
        <translation>あなたの番：カードをクリックして出すか、先に手札の内容をパートナーにサインで伝えてください（下のボタン）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: click a card to play it.</source>
        <translation>あなたの番：カードをクリックして出してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: bid or pass.</source>
        <translation>あなたの番：ビッドするかパスしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: name the trump suit.</source>
        <translation>あなたの番：切り札のスートを指定してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: accept the claimed pishti or challenge it.</source>
        <translation>あなたの番：宣言されたピシュティを認めるか、異議を唱えてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: nothing you hold can be played — pick up the pile.</source>
        <translation>あなたの番：出せるカードがありません — 捨て札の山を取ってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: play the bid or concede.</source>
        <translation>あなたの番：ビッドどおりプレイするか、投了してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/widget.py" line="+174"/>
        <location line="+225"/>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;ゲームログ&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>Last trick</source>
        <translation>直前のトリック</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+218"/>
        <location line="+15"/>
        <source>Score sheet</source>
        <translation>スコアシート</translation>
    </message>
    <message>
        <location line="-124"/>
        <location line="+17"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Deal {n}</source>
        <translation>第{n}ディール</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trump: {symbol} {name}</source>
        <translation>切り札：{symbol} {name}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The turn prompt: what the game asks of you now</source>
        <translation>手番の案内：いまゲームがあなたに求めていること</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game, the deal and the trump suit</source>
        <translation>ゲーム、ディール、切り札のスート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every move so far, the last action last</source>
        <translation>これまでのすべての手（最新の手が最後）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result</source>
        <translation>結果</translation>
    </message>
</context>
<context>
    <name>UnfinishedBox</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+24"/>
        <source>“Keep” saves it as a file (Game ▸ Open Recent) and starts the new game; “Discard” loses it.</source>
        <translation>「残して新しいゲームを始める」を選ぶとファイルとして保存し（ゲーム ▸ 最近使ったファイル）、新しいゲームを始めます。「破棄」を選ぶとこのゲームは失われます。</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+9"/>
        <source>&amp;Keep It, Start the New Game</source>
        <translation>残して新しいゲームを始める(&amp;K)</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>{game}の途中のゲームがあります（%n手進行、ディール番号 {seed}）。新しいゲームの代わりに、こちらを続けますか？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <location line="-65"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation>
            <numerusform>{game}の途中のゲームがあります（%n手進行、ディール番号 {seed}）。続きを遊びますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation>
            <numerusform>{game}の途中のゲームがあります（%n手進行、ディール番号 {seed}）。新しいゲームの代わりに、こちらを続けますか？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../cardtable/ui/window_actions.py" line="+159"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart This Deal</source>
        <translation>このディールを最初から(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards again from the first move, every seat as it was</source>
        <translation>同じカードで最初の手からやり直します。席もそのままです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation>別の席からもう一度(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch This Game Again</source>
        <translation>このゲームをもう一度観る(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;Game List</source>
        <translation>ゲーム一覧に戻る(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view This Game</source>
        <translation>このゲームを振り返る(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review a Sa&amp;ved Game…</source>
        <translation>保存したゲームを振り返る(&amp;V)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo My Move</source>
        <translation>自分の手を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red&amp;o My Move</source>
        <translation>自分の手をやり直す(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation>直前のトリック・取ったカード(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;core Sheet</source>
        <translation>スコアシート(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Demo (computer players only)</source>
        <translation>デモ（コンピューターのみ）(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation &amp;speed</source>
        <translation>アニメーションの速さ(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Cards Played</source>
        <translation>出たカード(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Toolbar</source>
        <translation>ツールバー(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demo Shows Every &amp;Hand</source>
        <translation>デモで全員の手札を表示(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bigger Cards</source>
        <translation>カードを大きく(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;maller Cards</source>
        <translation>カードを小さく(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High-Contrast Table</source>
        <translation>ハイコントラストのテーブル(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full Screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Card Table</source>
        <translation>Card Table について(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Toolbar</source>
        <translation>ツールバー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Restart</source>
        <translation>最初から</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Cards at {size}%</source>
        <translation>カードの大きさ {size}%</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <location filename="../cardtable/ui/window_files.py" line="+77"/>
        <location line="+29"/>
        <source>Unfinished game</source>
        <translation>途中のゲーム</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it?</source>
        <translation type="vanished">{game}の途中のゲームがあります（1手進行、ディール番号 {seed}）。続きを遊びますか？</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">{game}の途中のゲームがあります（{moves}手進行、ディール番号 {seed}）。続きを遊びますか？</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} (1 move played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">{game}の途中のゲームがあります（1手進行、ディール番号 {seed}）。新しいゲームの代わりに、こちらを続けますか？</translation>
    </message>
    <message>
        <source>You have an unfinished game of {game} ({moves} moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">{game}の途中のゲームがあります（{moves}手進行、ディール番号 {seed}）。新しいゲームの代わりに、こちらを続けますか？</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The unfinished game is kept as {file}</source>
        <translation>途中のゲームは {file} として残してあります</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot continue the game</source>
        <translation>ゲームを再開できません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>保存したゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Clear the List</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the game as</source>
        <translation>ゲームに名前を付けて保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*.json)</source>
        <translation>保存したゲーム (*.json)</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+96"/>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>{game}の途中のゲームがあります（%n手進行、ディール番号 {seed}）。続きを遊びますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>{game}の途中のゲームがあります（%n手進行、ディール番号 {seed}）。新しいゲームの代わりに、こちらを続けますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved as {file}</source>
        <translation>{file} として保存しました</translation>
    </message>
</context>
<context>
    <name>WindowFlow</name>
    <message>
        <location filename="../cardtable/ui/window_flow.py" line="+78"/>
        <source>Your move</source>
        <translation>あなたの番です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not ask &amp;again (Preferences can turn it back on)</source>
        <translation>今後は確認しない（環境設定で元に戻せます）(&amp;A)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Abandon the game?</source>
        <translation>ゲームを中断しますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress will be abandoned (it is not counted in the statistics). Go on?</source>
        <translation>進行中のゲームは中断されます（統計には数えられません）。続けますか？</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot start the game</source>
        <translation>ゲームを開始できません</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The game cannot go on</source>
        <translation>ゲームを続けられません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{error}

The game was closed; the rest of Card Table works as before.</source>
        <translation>{error}

ゲームは閉じられました。Card Table のほかの機能はこれまでどおり使えます。</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>The game could not be autosaved: {error}</source>
        <translation>ゲームを自動保存できませんでした：{error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+15"/>
        <location line="+5"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>The statistics cannot be kept: {error}</source>
        <translation>統計を記録できません：{error}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation type="vanished">ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="vanished">新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation type="vanished">このディールをもう一度(&amp;A)</translation>
    </message>
    <message>
        <source>Play It Again From Ano&amp;ther Seat</source>
        <translation type="vanished">別の席からもう一度(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Watch This Game Again</source>
        <translation type="vanished">このゲームをもう一度観る(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="vanished">名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Undo My Move</source>
        <translation type="vanished">自分の手を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Last Trick or Cards Taken</source>
        <translation type="vanished">直前のトリック・取ったカード(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation type="vanished">スコアシート(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Demo (computer players only)</source>
        <translation type="vanished">デモ（コンピューターのみ）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="vanished">統計(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="vanished">設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="vanished">環境設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="vanished">アニメーションの速さ(&amp;S)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="vanished">オフ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="vanished">速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="vanished">普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="vanished">遅い</translation>
    </message>
    <message>
        <source>&amp;Cards Played</source>
        <translation type="vanished">出たカード(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="vanished">全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation type="vanished">遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="vanished">ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation type="vanished">Card Table について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="+171"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The preferences could not be saved: {error}</source>
        <translation>環境設定を保存できませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>WindowReview</name>
    <message>
        <location filename="../cardtable/ui/review/window_review.py" line="+46"/>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>There is no game on the table to review.</source>
        <translation>テーブルに振り返るゲームがありません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Review a saved game</source>
        <translation>保存したゲームを振り返る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>保存したゲーム (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot review the game</source>
        <translation>ゲームを振り返れません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The review could not be saved</source>
        <translation>振り返りを保存できませんでした</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+4"/>
        <source>Practise from here</source>
        <translation>ここから練習</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../cardtable/ai/levels.py" line="+34"/>
        <source>Beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>上級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Master</source>
        <translation>達人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays sensibly by simple rules, but makes mistakes now and then.</source>
        <translation>簡単な決まりで無難にプレイしますが、ときどき間違えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays by the game&apos;s rules of thumb, without mistakes.</source>
        <translation>ゲームの定石どおりに、間違えずにプレイします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches thousands of possible deals of the unseen cards before each move.</source>
        <translation>毎手、見えないカードの配られ方を何千通りも探索します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Searches about four times as many deals as the expert and solves more endgames exactly; in three-handed Pinochle it bids by playing the deal out.</source>
        <translation>上級の約4倍の配られ方を探索し、より多くの終盤を正確に解きます。3人ピノクルでは、ディールを最後までプレイしてみてビッドします。</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/random_agent.py" line="+15"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a uniformly random legal action.</source>
        <translation>合法手から一様にランダムに選びます。</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/search_agent.py" line="+53"/>
        <source>wins {pct}% of {n} sampled deals of the unseen cards, with best play</source>
        <translation>見えないカードの配られ方{n}通りの抽出で、最善手なら{pct}%勝つ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wins {pct}% over the {n} possible deals of the unseen cards, with best play</source>
        <translation>見えないカードのありうる{n}通りの配られ方全体で、最善手なら{pct}%勝つ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wins with best play</source>
        <translation>最善手なら勝つ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loses against best play, but leaves the opponent the most ways to go wrong</source>
        <translation>最善手には負けるが、相手が間違える余地をいちばん多く残す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loses against best play</source>
        <translation>最善手には負ける</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draws with best play, and leaves the opponent the most ways to go wrong</source>
        <translation>最善手なら引き分け、相手が間違える余地をいちばん多く残す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draws with best play</source>
        <translation>最善手なら引き分け</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <location line="+292"/>
        <location line="+18"/>
        <location line="+9"/>
        <source>not explored</source>
        <translation>未探索</translation>
    </message>
    <message>
        <location line="-337"/>
        <source>wins {pct}% of {n} simulations</source>
        <translation>{n}回のシミュレーションで{pct}%勝つ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>with best play in {n} sampled deals of the unseen cards: {pct}% chance of winning the game</source>
        <translation>見えないカードの配られ方{n}通りの抽出で最善手なら：ゲームに勝つ確率{pct}%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with best play over the {n} possible deals of the unseen cards: {pct}% chance of winning the game</source>
        <translation>見えないカードのありうる{n}通りの配られ方全体で最善手なら：ゲームに勝つ確率{pct}%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with best play: {pct}% chance of winning the game</source>
        <translation>最善手なら：ゲームに勝つ確率{pct}%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{pct}% chance of winning the game, over {n} simulations</source>
        <translation>ゲームに勝つ確率{pct}%（{n}回のシミュレーション）</translation>
    </message>
    <message>
        <location line="+295"/>
        <source>certain: no other move can do better</source>
        <translation>確実：これより良い手はありません</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>tells your partner about your hand</source>
        <translation>手札の内容をパートナーに伝える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the usual play here (rules of thumb)</source>
        <translation>ここでの定石の手（経験則）</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../cardtable/ai/thinking.py" line="+93"/>
        <source>the usual play, and the search finds no clearly better move: {pct}% chance of winning the game, over {n} simulations</source>
        <translation>定石の手で、探索でもはっきり良い手は見つかりません：ゲームに勝つ確率{pct}%（{n}回のシミュレーション）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardtable/ai/thinking.py" line="+3"/>
        <source>the usual play, and the search finds no clearly better move: wins {pct}% of {n} simulations</source>
        <translation>定石の手で、探索でもはっきり良い手は見つかりません：{n}回のシミュレーションで{pct}%勝つ</translation>
    </message>
    <message>
        <location filename="../cardtable/app/autosave.py" line="+129"/>
        <source>The unfinished game could not be restored: {error}. The file was kept as {kept}.</source>
        <translation>途中のゲームを復元できませんでした：{error}。ファイルは {kept} として残してあります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The unfinished game could not be restored: {error}.</source>
        <translation>途中のゲームを復元できませんでした：{error}。</translation>
    </message>
    <message>
        <location filename="../cardtable/app/session.py" line="+206"/>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer {number}</source>
        <translation>CPU {number}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is {name}&apos;s turn, a computer player</source>
        <translation>{name}（コンピューター）の番です</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>hints are for a person to move</source>
        <translation>ヒントは人の手番のためのものです</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name}&apos;s hint failed</source>
        <translation>{name}のヒントでエラーが起きました</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{name}&apos;s computer player ({old}) is not available here; it plays at the default level</source>
        <translation>{name}のコンピューター（{old}）はここでは使えないため、標準の強さでプレイします</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>{name}&apos;s computer player failed</source>
        <translation>{name}のコンピューターでエラーが起きました</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+73"/>
        <source>{name} chose an illegal move</source>
        <translation>{name}が不正な手を選びました</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>{name}&apos;s computer player crashed; the built-in player moved instead</source>
        <translation>{name}のコンピューターが異常終了したため、内蔵のプレイヤーが代わりに打ちました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s computer player stopped answering; the built-in player moved instead</source>
        <translation>{name}のコンピューターが応答しなくなったため、内蔵のプレイヤーが代わりに打ちました</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{name} failed to choose a move</source>
        <translation>{name}が手を選べませんでした</translation>
    </message>
    <message>
        <location filename="../cardtable/app/settings.py" line="+102"/>
        <source>The preferences are not a JSON object ({kind}); using the defaults</source>
        <translation>環境設定が JSON オブジェクトではありません（{kind}）。標準の設定を使います</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preference &apos;{name}&apos;: {value!r} is {problem}; using the default {default!r}</source>
        <translation>環境設定「{name}」：{value!r} は{problem}。標準の {default!r} を使います</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not true or false</source>
        <translation>true/false ではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not a number</source>
        <translation>数値ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not of type {kind}</source>
        <translation>{kind} 型ではありません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not one of {choices}</source>
        <translation>{choices} のいずれでもありません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>not a colour like #2e6b3f</source>
        <translation>#2e6b3f のような色ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a language code like &apos;it&apos; or &apos;pt_BR&apos;</source>
        <translation>&apos;it&apos; や &apos;pt_BR&apos; のような言語コードではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not base64 text</source>
        <translation>base64 テキストではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not one of the card sizes</source>
        <translation>カードの大きさのいずれでもありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not a list of file names</source>
        <translation>ファイル名のリストではありません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot read the preferences {path}: {error}</source>
        <translation>環境設定 {path} を読み込めません：{error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The preferences could not be used ({error}); Card Table starts with the defaults. The damaged file is kept as {kept}</source>
        <translation>環境設定を使用できませんでした（{error}）。Card Table は標準の設定で起動します。壊れたファイルは {kept} として残してあります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preferences could not be used ({error}); Card Table starts with the defaults</source>
        <translation>環境設定を使用できませんでした（{error}）。Card Table は標準の設定で起動します</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A copy of the preferences as they were is kept as {kept}</source>
        <translation>変更前の環境設定のコピーを {kept} として残してあります</translation>
    </message>
    <message>
        <source>The preferences {file} are not valid JSON ({error} at line {line}); using the defaults; the damaged file is kept as {kept}</source>
        <translation type="vanished">環境設定 {file} は正しい JSON ではありません（{line}行目で {error}）。標準の設定を使います。壊れたファイルは {kept} として残してあります</translation>
    </message>
    <message>
        <source>The preferences {file} are not valid JSON ({error} at line {line}); using the defaults</source>
        <translation type="vanished">環境設定 {file} は正しい JSON ではありません（{line}行目で {error}）。標準の設定を使います</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The preferences were written by a newer Card Table (version {version}); reading what this version knows</source>
        <translation>環境設定は新しいバージョンの Card Table（{version}）で書かれています。このバージョンで分かる項目だけを読み込みます</translation>
    </message>
    <message>
        <location filename="../cardtable/app/stats.py" line="+256"/>
        <source>The statistics cannot be written ({error}); they are shown but this session&apos;s games are not counted.</source>
        <translation>統計を書き込めません（{error}）。統計は表示されますが、今回のゲームは数えられません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics cannot be opened ({error}); they are off until Card Table is started again. The file was left as it is.</source>
        <translation>統計を開けません（{error}）。Card Table を次に起動するまで統計はオフになります。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The statistics database could not be read ({error}); it was kept as {backup} and a new one was started.</source>
        <translation>統計データベースを読み込めませんでした（{error}）。{backup} として残し、新しく作り直しました。</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>The statistics could not be read ({error}); the file was left as it is.</source>
        <translation>統計を読み込めませんでした（{error}）。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/cards.py" line="+29"/>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+65"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
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
        <translation>剣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batons</source>
        <translation>棍棒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups</source>
        <translation>聖杯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>金貨</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two</source>
        <translation>2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three</source>
        <translation>3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four</source>
        <translation>4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>5</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven</source>
        <translation>7</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eight</source>
        <translation>8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nine</source>
        <translation>9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten</source>
        <translation>10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Knight</source>
        <translation>ナイト</translation>
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
        <translation>{colour}のジョーカー</translation>
    </message>
    <message>
        <source>{rank} di {suit}</source>
        <translation type="vanished">{rank} di {suit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{rank} of {suit}</source>
        <translation>{suit}の{rank}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/i18n.py" line="+111"/>
        <source>{list}, {item}</source>
        <extracomment>A list&apos;s separator: {list} is the list so far, {item} the next one (&quot;A, B&quot; -&gt; &quot;A、B&quot;)</extracomment>
        <translation>{list}、{item}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{list} &amp; {item}</source>
        <extracomment>Partners named as one side: {list} the names so far, {item} the next (&quot;A &amp; B&quot; -&gt; &quot;A・B&quot;)</extracomment>
        <translation>{list}・{item}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>side {n}</source>
        <translation>チーム{n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {n}</source>
        <translation>席{n}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/score_sheet.py" line="+20"/>
        <source>Target: {value}</source>
        <translation>目標：{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals to win: {value}</source>
        <translation>勝利に必要なディール数：{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deals played: {value}</source>
        <translation>プレイしたディール：{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kitty: {value}</source>
        <translation>キティ：{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in the series: {value}</source>
        <translation>シリーズのゲーム数：{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games played: {value}</source>
        <translation>プレイしたゲーム：{value}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn games: {value}</source>
        <translation>引き分けたゲーム：{value}</translation>
    </message>
    <message>
        <location line="+32"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="+152"/>
        <source>Deal {deal}</source>
        <translation>第{deal}ディール</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deals 1–{last}</source>
        <translation>第1〜{last}ディール</translation>
    </message>
    <message>
        <location line="+37"/>
        <location filename="../cardtable/ui/table/scene.py" line="+114"/>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seats {list}</source>
        <translation>席{list}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/state.py" line="+305"/>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/__init__.py" line="+22"/>
        <source>Briscola</source>
        <translation>ブリスコラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian trick-taking game with a trump suit and no duty to follow: win the aces and threes. 2, 3, 4 (partners) or 6 (two teams of three) players.</source>
        <translation>切り札があり、フォローの義務がないイタリアのトリックテイキングゲーム。エースと3を取るのが鍵です。2人、3人、4人（パートナー戦）、6人（3人ずつ2チーム）。</translation>
    </message>
    <message>
        <location line="+56"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+21"/>
        <location filename="../cardtable/games/pishti/layout.py" line="+33"/>
        <location filename="../cardtable/games/shithead/layout.py" line="+17"/>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+6"/>
        <location filename="../cardtable/games/pishti/layout.py" line="+4"/>
        <location filename="../cardtable/games/shithead/layout.py" line="+9"/>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="+3"/>
        <source>Trump card</source>
        <translation>切り札表示カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="-4"/>
        <source>Trick</source>
        <translation>トリック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards won</source>
        <translation>取ったカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left out of the pack</source>
        <translation>デッキから抜いたカード</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/agents.py" line="+165"/>
        <location filename="../cardtable/games/pinochle/agents.py" line="+194"/>
        <location filename="../cardtable/games/pishti/agents.py" line="+154"/>
        <location filename="../cardtable/games/shithead/agents.py" line="+97"/>
        <source>Greedy</source>
        <translation>欲張り</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leads cheap cards, takes points in the led suit, trumps only rich tricks, feeds points to a partner who is winning, and signals to partners and reads their signals when the table allows it.</source>
        <translation>安いカードをリードし、リードされたスートでは点を取り、切り札は点の多いトリックにだけ使い、勝っているパートナーには点札を渡します。テーブルのルールが許せば、パートナーにサインを送り、パートナーのサインを読みます。</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/rules.py" line="+27"/>
        <source>I hold the trump ace</source>
        <translation>切り札のエースを持っている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump three</source>
        <translation>切り札の3を持っている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump king</source>
        <translation>切り札のキングを持っている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump knight</source>
        <translation>切り札のナイトを持っている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold the trump jack</source>
        <translation>切り札のジャックを持っている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold no trump</source>
        <translation>切り札を持っていない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold a low trump</source>
        <translation>弱い切り札を持っている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hold a non-trump ace or three</source>
        <translation>切り札以外のエースか3を持っている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump ace</source>
        <translation>サイン：切り札のエース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump three</source>
        <translation>サイン：切り札の3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump king</source>
        <translation>サイン：切り札のキング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump knight</source>
        <translation>サイン：切り札のナイト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: trump jack</source>
        <translation>サイン：切り札のジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: no trump</source>
        <translation>サイン：切り札なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: a low trump</source>
        <translation>サイン：弱い切り札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signal: ace or three</source>
        <translation>サイン：エースか3</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="+64"/>
        <source>Pack</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian 40 cards, or a French pack without 10s, 9s and 8s</source>
        <translation>イタリア式40枚、または10・9・8を抜いたフランス式デッキ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italian (40)</source>
        <translation>イタリア式（40枚）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French (40)</source>
        <translation>フランス式（40枚）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal, or the first side to win 2 of 3 or 3 of 5 deals (drawn deals do not count)</source>
        <translation>1ディールのみ、または3ディール中2勝・5ディール中3勝を先に挙げたチームの勝ち（引き分けのディールは数えない）</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="+22"/>
        <location line="+55"/>
        <source>Single deal</source>
        <translation>1ディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of 3</source>
        <translation>3番勝負</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of 5</source>
        <translation>5番勝負</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two removed (3 players)</source>
        <translation>抜く2（3人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit of the 2 taken out of the pack for 3 players</source>
        <translation>3人プレイでデッキから抜く2のスート</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batons / clubs</source>
        <translation>棍棒／クラブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swords / spades</source>
        <translation>剣／スペード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups / hearts</source>
        <translation>聖杯／ハート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins / diamonds</source>
        <translation>金貨／ダイヤ</translation>
    </message>
    <message>
        <source>Bastoni / clubs</source>
        <translation type="vanished">Bastoni／クラブ</translation>
    </message>
    <message>
        <source>Spade / spades</source>
        <translation type="vanished">Spade／スペード</translation>
    </message>
    <message>
        <source>Coppe / hearts</source>
        <translation type="vanished">Coppe／ハート</translation>
    </message>
    <message>
        <source>Denari / diamonds</source>
        <translation type="vanished">Denari／ダイヤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner signals</source>
        <translation>パートナーへのサイン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partners may signal what they hold to each other (4 and 6 players), with one of three tables; the first trick is played without signals</source>
        <translation>パートナー同士で手札の内容をサインで伝え合えます（4人・6人）。3種類の表から1つを選びます。最初のトリックはサインなしでプレイします</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No signals</source>
        <translation>サインなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pagat: ace, three, king, knight, jack</source>
        <translation>Pagat式：エース、3、キング、ナイト、ジャック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italian: ace, three, king, knight, no trump, a low trump</source>
        <translation>イタリア式：エース、3、キング、ナイト、切り札なし、弱い切り札</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English: ace, three, king, knight, jack, a non-trump ace or three</source>
        <translation>英語版式：エース、3、キング、ナイト、ジャック、切り札以外のエースか3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pagat and no trump (earlier table)</source>
        <translation>Pagat式＋切り札なし（以前の表）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open hands (2 players)</source>
        <translation>手札公開（2人）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play with both hands face up, optionally with the next card of the stock shown</source>
        <translation>両者の手札を表向きにしてプレイします。山札の次のカードを見せることもできます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closed</source>
        <translation>非公開</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+8"/>
        <source>Open hands</source>
        <translation>手札公開</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Open hands and next card</source>
        <translation>手札公開＋次のカード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best of five deals</source>
        <translation>5ディール3勝先取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best of three deals</source>
        <translation>3ディール2勝先取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open hands, next card shown</source>
        <translation>手札公開・次のカード表示</translation>
    </message>
    <message>
        <location filename="../cardtable/games/briscola/state.py" line="+32"/>
        <source>Won by {seats}</source>
        <translation>{seats}の勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/shithead/state.py" line="+39"/>
        <source>You won</source>
        <translation>あなたの勝ち</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+656"/>
        <location filename="../cardtable/games/pinochle/records.py" line="+136"/>
        <location line="+35"/>
        <location filename="../cardtable/games/pishti/action_text.py" line="+29"/>
        <location line="+90"/>
        <source>plays {card}</source>
        <translation>{card}を出した</translation>
    </message>
    <message>
        <location line="-655"/>
        <location filename="../cardtable/games/pinochle/records.py" line="-34"/>
        <location filename="../cardtable/games/pishti/action_text.py" line="-89"/>
        <source>You play {card}</source>
        <translation>あなたが{card}を出した</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+656"/>
        <source>signals: {meaning}</source>
        <translation>「{meaning}」とサインを送った</translation>
    </message>
    <message>
        <location line="-655"/>
        <source>You signal: {meaning}</source>
        <translation>あなたが「{meaning}」とサインを送った</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>deal won</source>
        <translation>ディールに勝った</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+338"/>
        <source>Kings, knights and jacks</source>
        <translation>キング・ナイト・ジャック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kings, queens and jacks</source>
        <translation>キング・クイーン・ジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="-90"/>
        <location line="+80"/>
        <source>Aces</source>
        <translation>エース</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Threes</source>
        <translation>3</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardtable/games/pinochle/rules.py" line="-70"/>
        <source>Card points</source>
        <translation>カード点</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardtable/games/pinochle/layout.py" line="-2"/>
        <source>Tricks won</source>
        <translation>取ったトリック</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wins scored</source>
        <translation>勝ち数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal won</source>
        <translation>ディールの勝ち</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won</source>
        <translation>勝ったディール</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../cardtable/games/pinochle/sheet.py" line="+95"/>
        <source>{points} this deal</source>
        <translation>このディール {points}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/__init__.py" line="+20"/>
        <source>Pinochle</source>
        <translation>ピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick-taking and melding with a doubled pack of A 10 K Q J 9: two-handed with a stock, three-handed auction with a widow, partnerships of four, six or eight, with or without bidding.</source>
        <translation>A 10 K Q J 9 を2組ずつ使うデッキで、トリックを取りメルドを作るゲーム。山札のある2人用、ウィドウのある3人オークション、4人・6人・8人のパートナー戦（ビッドあり・なし）。</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/agents.py" line="+2"/>
        <source>Bids from its meld and an estimate of trick points, picks the best trump, buries points from short suits, melds the biggest meld it can, wins tricks worth taking with the cheapest card and declares out when it can.</source>
        <translation>メルドとトリック点の見込みからビッドし、最も良い切り札を選び、短いスートから点札を埋め、作れる最大のメルドを出し、取る価値のあるトリックは最も安いカードで取り、可能ならアウトを宣言します。</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/auction.py" line="+85"/>
        <source>The widow: {cards}</source>
        <translation>ウィドウ：{cards}</translation>
    </message>
    <message>
        <location line="+85"/>
        <location filename="../cardtable/games/pinochle/partnership.py" line="+198"/>
        <source>Trumps: {suit}</source>
        <translation>切り札：{suit}</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Concede the hand? It costs you one chip.</source>
        <translation>このハンドを投了しますか？チップを1枚失います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concede the hand? It costs you {n} chips.</source>
        <translation>このハンドを投了しますか？チップを{n}枚失います。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>conceded the forced bid</source>
        <translation>強制ビッドを投了した</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>conceded</source>
        <translation>投了した</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>made the bid</source>
        <translation>ビッドを達成した</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>went set</source>
        <translation>ビッドに失敗した</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{seat:C} bid {bid} and {how}</source>
        <translation>{seat:C}は{bid}をビッドし、{how}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/bidding.py" line="+100"/>
        <source>Everyone passed: the dealer takes the forced bid of {bid}</source>
        <translation>全員パス：ディーラーが{bid}の強制ビッドを引き受けます</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/contract_judge.py" line="+56"/>
        <source>conceding costs {chips} chips, whatever the deal</source>
        <translation>投了すれば、配られ方にかかわらずチップ{chips}枚を失う</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>on average {chips:+.1f} chips over {n} played-out deals</source>
        <translation>最後までプレイした{n}通りのディールで平均{chips:+.1f}チップ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>makes the bid in {pct}% of {n} played-out deals (on average {chips:+.1f} chips)</source>
        <translation>最後までプレイした{n}通りのディールの{pct}%でビッドを達成（平均{chips:+.1f}チップ）</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/knowledge.py" line="+121"/>
        <source>seat {seat} has no {suit}</source>
        <translation>席{seat}には{suit}がない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seat {seat} has no {suit} above the {rank}</source>
        <translation>席{seat}には{rank}より上の{suit}がない</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the widow cards are in seat {seat}&apos;s hand or buried</source>
        <translation>ウィドウのカードは席{seat}の手札にあるか、埋められている</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/layout.py" line="-2"/>
        <location filename="../cardtable/games/pinochle/sheet.py" line="+20"/>
        <location line="+44"/>
        <source>Meld</source>
        <translation>メルド</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Widow</source>
        <translation>ウィドウ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buried</source>
        <translation>埋めたカード</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/melds.py" line="+21"/>
        <source>flush</source>
        <translation>フラッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>royal marriage</source>
        <translation>ロイヤルマリッジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dix</source>
        <translation>ディース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hundred aces</source>
        <translation>100エース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighty kings</source>
        <translation>80キング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sixty queens</source>
        <translation>60クイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forty jacks</source>
        <translation>40ジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pinochle</source>
        <translation>ピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double pinochle</source>
        <translation>ダブルピノクル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>triple pinochle</source>
        <translation>トリプルピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple pinochle</source>
        <translation>クオドラプルピノクル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double flush</source>
        <translation>ダブルフラッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple flush</source>
        <translation>トリプルフラッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple flush</source>
        <translation>クオドラプルフラッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two royal marriages</source>
        <translation>ロイヤルマリッジ2組</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three royal marriages</source>
        <translation>ロイヤルマリッジ3組</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four royal marriages</source>
        <translation>ロイヤルマリッジ4組</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two marriages in one suit</source>
        <translation>同じスートのマリッジ2組</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three marriages in one suit</source>
        <translation>同じスートのマリッジ3組</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four marriages in one suit</source>
        <translation>同じスートのマリッジ4組</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thousand aces</source>
        <translation>1000エース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple aces</source>
        <translation>トリプルエース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple aces</source>
        <translation>クオドラプルエース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight hundred kings</source>
        <translation>800キング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple kings</source>
        <translation>トリプルキング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple kings</source>
        <translation>クオドラプルキング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six hundred queens</source>
        <translation>600クイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple queens</source>
        <translation>トリプルクイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple queens</source>
        <translation>クオドラプルクイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four hundred jacks</source>
        <translation>400ジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple jacks</source>
        <translation>トリプルジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quadruple jacks</source>
        <translation>クオドラプルジャック</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/records.py" line="-64"/>
        <source>{meld} ({points})</source>
        <translation>{meld}（{points}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange {card} for the trump card</source>
        <translation>{card}を切り札表示カードと交換</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass {card}</source>
        <translation>{card}を渡す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bury {card}</source>
        <translation>{card}を埋める</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+44"/>
        <source>Bid {value}</source>
        <translation>{value}をビッド</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No exchange</source>
        <translation>交換しない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the bid</source>
        <translation>ビッドどおりプレイ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Concede</source>
        <translation>投了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare out</source>
        <translation>アウト宣言</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+35"/>
        <source>melds {meld}: {cards}</source>
        <translation>{meld}をメルドした：{cards}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>You meld {meld}: {cards}</source>
        <translation>あなたが{meld}をメルドした：{cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <source>exchanges {card} for the trump card</source>
        <translation>{card}を切り札表示カードと交換した</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>You exchange {card} for the trump card</source>
        <translation>あなたが{card}を切り札表示カードと交換した</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>passes {card} to the partner</source>
        <translation>パートナーに{card}を渡した</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>You pass {card} to your partner</source>
        <translation>あなたがパートナーに{card}を渡した</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+95"/>
        <location line="+42"/>
        <source>bids {value}</source>
        <translation>{value}をビッドした</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>You bid {value}</source>
        <translation>あなたが{value}をビッドした</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+42"/>
        <source>passes</source>
        <translation>パスした</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>You pass</source>
        <translation>あなたがパスした</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>names {suit} trumps</source>
        <translation>{suit}を切り札に指定した</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>You name {suit} trumps</source>
        <translation>あなたが{suit}を切り札に指定した</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>buries {cards}</source>
        <translation>{cards}を埋めた</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>You bury {cards}</source>
        <translation>あなたが{cards}を埋めた</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <source>concedes</source>
        <translation>投了した</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You concede</source>
        <translation>あなたが投了した</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>plays the forced bid</source>
        <translation>強制ビッドのままプレイすることにした</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You play the forced bid</source>
        <translation>あなたが強制ビッドのままプレイすることにした</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>declares out</source>
        <translation>アウトを宣言した</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You declare out</source>
        <translation>あなたがアウトを宣言した</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>keeps the cards (no dix exchange)</source>
        <translation>カードをそのままにした（ディースの交換なし）</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>You keep the cards (no dix exchange)</source>
        <translation>あなたがカードをそのままにした（ディースの交換なし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+48"/>
        <source>melds no more</source>
        <translation>メルドを終えた</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>You meld no more</source>
        <translation>あなたがメルドを終えた</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>passes a card to the partner</source>
        <translation>パートナーにカードを1枚渡した</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>buries a card</source>
        <translation>カードを1枚埋めた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buries three cards</source>
        <translation>カードを3枚埋めた</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/rules.py" line="-19"/>
        <source>Form</source>
        <translation>形式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which Pinochle: two-handed (2 players), three-handed auction (3), partnership (4, 6 or 8) or partnership auction (4, 6 or 8); &quot;Usual for the players&quot; picks the form for the number of players</source>
        <translation>どのピノクルで遊ぶか：2人用（2人）、3人オークション（3人）、パートナーシップ（4・6・8人）、パートナーシップオークション（4・6・8人）。「人数に合わせる」を選ぶと人数に応じた形式になります</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usual for the players</source>
        <translation>人数に合わせる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two-handed</source>
        <translation>2人用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed auction</source>
        <translation>3人オークション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partnership</source>
        <translation>パートナーシップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+78"/>
        <source>Partnership auction</source>
        <translation>パートナーシップオークション</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>48 cards, or 64 with the eights and sevens (two-handed; the dix is then the seven of trumps). Six and eight players always use the 96-card double pack</source>
        <translation>48枚、または8と7を加えた64枚（2人用。このときディースは切り札の7）。6人と8人では常に96枚のダブルパックを使います</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>48 cards</source>
        <translation>48枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>64 cards (with 8s and 7s)</source>
        <translation>64枚（8と7を含む）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard A 11, 10 10, K 4, Q 3, J 2 with rounding; or the simplified counts A,10 = 10, K,Q = 5; or A,10,K = 10</source>
        <translation>標準は A 11、10 10、K 4、Q 3、J 2 で端数を丸める。簡易計算は A・10 = 10、K・Q = 5、または A・10・K = 10</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Standard 11/10/4/3/2</source>
        <translation>標準 11/10/4/3/2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A,10 = 10; K,Q = 5</source>
        <translation>A・10 = 10、K・Q = 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A,10,K = 10</source>
        <translation>A・10・K = 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One deal, or deals until a side reaches 1000 (both over: 1250, 1500, ...); &quot;Usual for the form&quot; plays one deal two-handed and to 1000 in the partnership forms (the three-handed auction is settled in chips deal by deal)</source>
        <translation>1ディールのみ、またはいずれかのチームが1000点に達するまでディールを続ける（両方が超えたら1250、1500、…）。「形式に合わせる」では、2人用は1ディール、パートナーシップ形式は1000点まで（3人オークションはディールごとにチップで精算）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Usual for the form</source>
        <translation>形式に合わせる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To 1000</source>
        <translation>1000点まで</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+50"/>
        <source>Always head the trick</source>
        <translation>常にトリックに勝ちに行く</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Older rule for the strict play: a player must win the trick whenever able (also in the suit led and by over-trumping), not only when trumps are led</source>
        <translation>後半の厳格なプレイでの古いルール：切り札がリードされたときだけでなく、リードされたスートでも切り札の上乗せでも、勝てるときは必ずトリックに勝たなければならない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minimum bid (three-handed)</source>
        <translation>最低ビッド（3人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lowest opening bid of the three-handed auction</source>
        <translation>3人オークションで最初にできる最低のビッド</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chip table (three-handed)</source>
        <translation>チップ表（3人）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips per bid of 300, 350, ... 600: 3,5,10,15,20,25,30; or 3,5,10,20,40,80,160; or 1,2,4,6,8,10,12</source>
        <translation>ビッド300、350、…600ごとのチップ：3,5,10,15,20,25,30、または3,5,10,20,40,80,160、または1,2,4,6,8,10,12</translation>
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
        <translation>スペードは2倍、ハートは3倍（3人）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bid played in spades is worth double chips, in hearts triple</source>
        <translation>スペードを切り札にしたビッドはチップが2倍、ハートなら3倍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kitty (three-handed)</source>
        <translation>キティ（3人）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An imaginary fourth player that only takes part in settlements</source>
        <translation>精算にだけ加わる架空の4人目のプレイヤー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding side passes four cards (partnership auction)</source>
        <translation>ビッド側が4枚ずつ渡し合う（パートナーシップオークション）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four players, partnership auction: after trumps are named the bidder&apos;s partner passes four cards to the bidder, then the bidder passes four back</source>
        <translation>4人のパートナーシップオークション：切り札が決まったあと、ビッダーのパートナーがビッダーに4枚渡し、ビッダーが4枚を返します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Failed bid (three-handed)</source>
        <translation>ビッド失敗（3人）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A failed bid pays double and a concession single; or a failed bid single and a concession half</source>
        <translation>ビッド失敗は2倍、投了は1倍を支払う。または、ビッド失敗は1倍、投了は半分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double / concession single</source>
        <translation>失敗2倍／投了1倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single / concession half</source>
        <translation>失敗1倍／投了半分</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game to 1000</source>
        <translation>1000点のゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>64-card pack</source>
        <translation>64枚のデッキ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simplified count (10/5)</source>
        <translation>簡易計算（10/5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auction from 250</source>
        <translation>250からのオークション</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/sheet.py" line="-95"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="+17"/>
        <source>Game total</source>
        <translation>ゲームの合計</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{points} of {bid}</source>
        <translation>{points}（ビッド{bid}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid {bid}</source>
        <translation>ビッド{bid}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Last trick</source>
        <translation>ラストトリック</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Meld kept (a trick won)</source>
        <translation>メルド確定（トリックを取った）</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+41"/>
        <source>Card points (with the last trick)</source>
        <translation>カード点（ラストトリックを含む）</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+47"/>
        <source>Card points rounded</source>
        <translation>カード点（丸め後）</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+30"/>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Bid made or set</source>
        <translation>ビッドの成否</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal score</source>
        <translation>ディールの得点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declared out</source>
        <translation>アウト宣言</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Buried cards</source>
        <translation>埋めたカード</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bidder&apos;s total</source>
        <translation>ビッダーの合計</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid made, set or conceded</source>
        <translation>ビッドの達成・失敗・投了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips this deal</source>
        <translation>このディールのチップ</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pinochle/state_base.py" line="+33"/>
        <location line="+339"/>
        <location filename="../cardtable/games/pishti/state.py" line="+60"/>
        <location line="+471"/>
        <source>Won by {seats} with {points} points to {other}</source>
        <translation>{seats}の勝ち（{points}点対{other}点）</translation>
    </message>
    <message>
        <location line="-338"/>
        <location filename="../cardtable/games/pishti/state.py" line="-470"/>
        <source>You won with {points} points to {other}</source>
        <translation>あなたの勝ち（{points}点対{other}点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+347"/>
        <source>Won by {side} ({why})</source>
        <translation>{side}の勝ち（{why}）</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>You won ({why})</source>
        <translation>あなたの勝ち（{why}）</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Your meld with trumps: {melds}</source>
        <translation>切り札ごとのあなたのメルド：{melds}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Declare out? Play stops and your side&apos;s points are counted now: {target} or more wins the game, fewer loses it.</source>
        <translation>アウトを宣言しますか？プレイはそこで止まり、あなたのチームの得点がすぐに数えられます。{target}点以上ならゲームに勝ち、足りなければ負けです。</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>last trick</source>
        <translation>ラストトリック</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reached the target first</source>
        <translation>先に目標に達した</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>reached the target</source>
        <translation>目標に達した</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several sides passed the target: the game goes on to {target}</source>
        <translation>複数のチームが目標を超えました：ゲームは{target}点まで続きます</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stopped after {deals} deals</source>
        <translation>{deals}ディールで終了</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../cardtable/games/pishti/state.py" line="+466"/>
        <source>Drawn at {points} points</source>
        <translation>{points}点で引き分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+70"/>
        <source>Deal scores: {scores}</source>
        <translation>ディールの得点：{scores}</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>declared out</source>
        <translation>アウト宣言</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>declared out too early</source>
        <translation>早すぎるアウト宣言</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{side:C} declared out with {claim} and lost</source>
        <translation>{side:C}は{claim}でアウトを宣言して負けた</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/__init__.py" line="+22"/>
        <source>Pishti</source>
        <translation>ピシュティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turkish fishing game: capture the centre pile with a card of the same rank or a jack, and score 10 for a pishti, the capture of a single card. 2 players, or 4 in partnerships; optional Bluff Pishti.</source>
        <translation>トルコの「釣り」ゲーム。同じランクのカードかジャックで場札の山を取り、1枚だけの山を取るピシュティで10点。2人、または4人のパートナー戦。ブラフ・ピシュティも選べます。</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/action_text.py" line="+1"/>
        <location line="+92"/>
        <source>plays {card} face down and announces a pishti</source>
        <translation>{card}を裏向きに出してピシュティを宣言した</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>You play {card} face down and announce a pishti</source>
        <translation>あなたが{card}を裏向きに出してピシュティを宣言した</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>challenges the pishti</source>
        <translation>ピシュティに異議を唱えた</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>You challenge the pishti</source>
        <translation>あなたがピシュティに異議を唱えた</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+95"/>
        <source>accepts the pishti</source>
        <translation>ピシュティを認めた</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>You accept the pishti</source>
        <translation>あなたがピシュティを認めた</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>plays a card face down and announces a pishti</source>
        <translation>カードを裏向きに出してピシュティを宣言した</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Take the pile with {card}</source>
        <translation>{card}で山を取る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play {card}</source>
        <translation>{card}を出す</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play {card} face down: pishti!</source>
        <translation>{card}を裏向きに出す：ピシュティ！</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenge</source>
        <translation>異議あり</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the pishti</source>
        <translation>ピシュティを認める</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/agents.py" line="+1"/>
        <source>Captures whenever it can and takes pishtis first, spends jacks only on piles worth it, discards the cards the opponents are least likely to match, and bluffs and challenges by counting the cards seen.</source>
        <translation>取れるときは必ず取り、ピシュティを最優先し、ジャックは価値のある山にだけ使い、相手が合わせにくいカードを捨てます。ブラフと異議は、見えたカードを数えて判断します。</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/layout.py" line="-8"/>
        <source>Captured by the side</source>
        <translation>チームが取ったカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured</source>
        <translation>取ったカード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Centre pile</source>
        <translation>場札の山</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../cardtable/games/pishti/rules.py" line="+28"/>
        <source>Bottom card of the stock</source>
        <translation>山札のいちばん下のカード</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/rules.py" line="+2"/>
        <source>Shown: the bottom card of the stock is turned face up and reaches the dealer in the last deal; a jack there is taken by the dealer at once. Cutter: as shown, but a jack at the bottom is first replaced by the nearest non-jack (Pagat). Off: the stock stays hidden (Parlett).</source>
        <translation>表示：山札のいちばん下のカードを表向きにし、最後の配りでディーラーに渡る。それがジャックならディーラーがすぐに取る。カッター：表示と同じだが、いちばん下のジャックは先に最も近いジャック以外のカードと入れ替える（Pagat）。表示しない：山札は見せない（Parlett）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Shown (a jack goes to the dealer)</source>
        <translation>表示（ジャックはディーラーへ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown, the cutter hides a jack (Pagat)</source>
        <translation>表示、カッターがジャックを隠す（Pagat）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not shown</source>
        <translation>表示しない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks are wild</source>
        <translation>ジャックはワイルド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jack captures any pile (when off a jack only captures a jack)</source>
        <translation>ジャックはどんな山でも取れる（オフのときジャックが取れるのはジャックだけ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack on a single card is a pishti</source>
        <translation>1枚の札をジャックで取ってもピシュティ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether a jack capturing a pile of one non-jack card scores a pishti</source>
        <translation>ジャック以外の1枚の山をジャックで取ったときにピシュティになるかどうか</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pishti of a jack on a jack</source>
        <translation>ジャックでジャックを取るピシュティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for a jack capturing a pile of one jack (0: not a pishti)</source>
        <translation>1枚のジャックの山をジャックで取ったときの点数（0：ピシュティにならない）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last card may make a pishti</source>
        <translation>最後のカードでもピシュティになる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether the last card played in a deal can score a pishti</source>
        <translation>ディールで最後に出したカードでピシュティを得点できるかどうか</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards left in the centre</source>
        <translation>場に残ったカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who takes the cards left in the centre at the end of a deal</source>
        <translation>ディールの終わりに場に残ったカードを誰が取るか</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody</source>
        <translation>誰も取らない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last capturer</source>
        <translation>最後に取ったプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target score</source>
        <translation>目標点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after the deal in which a side reaches this score (0: a single deal)</source>
        <translation>いずれかのチームがこの点数に達したディールのあとでゲームが終わる（0：1ディールのみ）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target must be exceeded</source>
        <translation>目標点を超える必要がある</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On: the game ends only when a side has more than the target at the end of a deal, as the club rules say (&quot;more than 151&quot;). Off: reaching the target is enough (Harbin: &quot;101 or more&quot;; Pagat, Parlett)</source>
        <translation>オン：クラブのルール（「151点を超えたら」）どおり、ディールの終わりに目標点を超えたチームがあるときだけゲームが終わる。オフ：目標点に達すれば十分（Harbin：「101点以上」。Pagat、Parlett も同様）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End as soon as a pishti reaches the target</source>
        <translation>ピシュティで目標点に達したらすぐ終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pishti points count at once: the game ends mid-deal when they take a side to the target (otherwise the score is checked at the end of the deal)</source>
        <translation>ピシュティの点はすぐに加算され、それでチームが目標点に達するとディールの途中でもゲームが終わる（そうでなければ得点はディールの終わりに判定）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Direction of play (4 players)</source>
        <translation>プレイの向き（4人）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise from the dealer&apos;s left (Harbin) or anticlockwise from the dealer&apos;s right (Pagat)</source>
        <translation>ディーラーの左隣から時計回り（Harbin）、またはディーラーの右隣から反時計回り（Pagat）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clockwise</source>
        <translation>時計回り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anticlockwise</source>
        <translation>反時計回り</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+38"/>
        <location filename="../cardtable/games/pishti/sheet.py" line="-9"/>
        <source>Bluff Pishti</source>
        <translation>ブラフ・ピシュティ</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>On a pile of one card a player may play face down and announce a pishti; the next opponent accepts (10) or challenges (20 to whoever was right)</source>
        <translation>1枚だけの山に、カードを裏向きに出してピシュティを宣言できます。次の相手は認める（10点）か異議を唱える（正しかった側に20点）かを選びます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When a pishti may be claimed</source>
        <translation>ピシュティを宣言できるとき</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bluff Pishti: a face-down claim is allowed whenever the centre pile holds one card, or only when that card follows a capture made without a jack, as the club rules say (&quot;when the previous turn took the pile with a card other than a jack&quot;)</source>
        <translation>ブラフ・ピシュティ：場札の山が1枚のときはいつでも裏向きの宣言ができるか、それともクラブのルール（「前の手番でジャック以外のカードで山を取ったとき」）どおり、その1枚がジャックを使わない取りのあとに出たときだけか</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whenever the pile holds one card</source>
        <translation>山が1枚のときはいつでも</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only after a capture without a jack (club rules)</source>
        <translation>ジャックを使わない取りのあとだけ（クラブのルール）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Harbin (game to 101)</source>
        <translation>Harbin（101点のゲーム）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Club rules (game to 151)</source>
        <translation>クラブのルール（151点のゲーム）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pagat (game to 151)</source>
        <translation>Pagat（151点のゲーム）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parlett (game to 100)</source>
        <translation>Parlett（100点のゲーム）</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/sheet.py" line="-92"/>
        <location line="+80"/>
        <source>Cards captured</source>
        <translation>取ったカード</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+82"/>
        <source>Most cards</source>
        <translation>最多枚数</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+82"/>
        <source>Ten of diamonds</source>
        <translation>ダイヤの10</translation>
    </message>
    <message>
        <location line="-81"/>
        <location line="+81"/>
        <source>Two of clubs</source>
        <translation>クラブの2</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+80"/>
        <source>Jacks</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Deal {deal}: {points} points to {other}</source>
        <translation>第{deal}ディール：{points}点対{other}点</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Pishtis</source>
        <translation>ピシュティ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jack pishtis</source>
        <translation>ジャックのピシュティ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Still needed to pass {target}</source>
        <translation>{target}点を超えるのに必要な点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still needed for {target}</source>
        <translation>{target}点に必要な点</translation>
    </message>
    <message>
        <location filename="../cardtable/games/pishti/state.py" line="-471"/>
        <source>{seat:C} takes {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation>{seat:C}が山札のいちばん下のカード{card}を取った（ジャックならディーラーが取る）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take {card}, the bottom card of the stock (a jack there goes to the dealer)</source>
        <translation>あなたが山札のいちばん下のカード{card}を取った（ジャックならディーラーが取る）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pishti</source>
        <translation>ピシュティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchallenged pishti claim</source>
        <translation>異議のなかったピシュティ宣言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pishti claim challenged and true</source>
        <translation>異議を受けたが本物だったピシュティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bluff caught</source>
        <translation>ブラフを見破った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>most cards</source>
        <translation>最多枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>card points</source>
        <translation>カード点</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>All four centre cards are jacks: the cards are dealt again</source>
        <translation>場の4枚がすべてジャックです：配り直します</translation>
    </message>
    <message>
        <location line="+247"/>
        <source>A pishti took a side to the target: the game ends at once</source>
        <translation>ピシュティでチームが目標点に達しました：ゲームはここで終わります</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The cards left in the centre go to the last capturer</source>
        <translation>場に残ったカードは最後に取ったプレイヤーのものになります</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/__init__.py" line="+22"/>
        <source>Shithead</source>
        <translation>シットヘッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beat the pile with an equal or higher rank or pick it all up; 2s go on anything, 10s and four of a kind burn the pile. Play out your hand, then your face-up and finally your face-down table cards. 2 to 6 players.</source>
        <translation>捨て札の山に同じか上のランクのカードを出し、出せなければ山を全部引き取ります。2はどのカードにも出せ、10と同じランク4枚は山を流します。手札、表向き、裏向きのテーブルカードの順に出し切りましょう。2〜6人。</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/agents.py" line="+2"/>
        <source>Plays the lowest cards it can, keeps 2s and 10s for emergencies and swaps its high cards to the face-up row.</source>
        <translation>出せるいちばん低いカードを出し、2と10は困ったときのために取っておき、高いカードを表向きの列に入れ替えます。</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/layout.py" line="-4"/>
        <source>Face-down cards</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face-up cards</source>
        <translation>表向きのカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile</source>
        <translation>捨て札の山</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Burned</source>
        <translation>流れたカード</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/records.py" line="+37"/>
        <location line="+28"/>
        <source>plays {cards}</source>
        <translation>{cards}を出した</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You play {cards}</source>
        <translation>あなたが{cards}を出した</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <source>swaps {hand} from the hand with {table} from the table</source>
        <translation>手札の{hand}をテーブルの{table}と交換した</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>You swap {hand} from your hand with {table} from the table</source>
        <translation>あなたが手札の{hand}をテーブルの{table}と交換した</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+30"/>
        <source>is ready</source>
        <translation>準備を終えた</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You are ready</source>
        <translation>あなたが準備を終えた</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>lays {card} face up</source>
        <translation>{card}を表向きに置いた</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You lay {card} face up</source>
        <translation>あなたが{card}を表向きに置いた</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+31"/>
        <source>shows {card} and starts</source>
        <translation>{card}を見せて最初にプレイする</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>You show {card} and start</source>
        <translation>あなたが{card}を見せて最初にプレイする</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>picks up the pile (one card)</source>
        <translation>捨て札の山を取った（1枚）</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>You pick up the pile (one card)</source>
        <translation>あなたが捨て札の山を取った（1枚）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <source>picks up the pile ({n} cards)</source>
        <translation>捨て札の山を取った（{n}枚）</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>You pick up the pile ({n} cards)</source>
        <translation>あなたが捨て札の山を取った（{n}枚）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <source>adds {card} to the pile and picks it up ({n} cards)</source>
        <translation>{card}を山に加えてから取った（{n}枚）</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>You add {card} to the pile and pick it up ({n} cards)</source>
        <translation>あなたが{card}を山に加えてから取った（{n}枚）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>turns up a face-down card</source>
        <translation>裏向きのカードをめくった</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>You turn up a face-down card</source>
        <translation>あなたが裏向きのカードをめくった</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Play {cards}</source>
        <translation>{cards}を出す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn up a face-down card</source>
        <translation>裏向きのカードをめくる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn up {n} face-down cards</source>
        <translation>裏向きのカードを{n}枚めくる</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pick up the pile</source>
        <translation>捨て札の山を取る</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add {card} and pick up</source>
        <translation>{card}を加えて取る</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap {hand} for {table}</source>
        <translation>{hand}を{table}と交換</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay {card} face up</source>
        <translation>{card}を表向きに置く</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show {card}</source>
        <translation>{card}を見せる</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/rules.py" line="+42"/>
        <source>Choose the face-up cards</source>
        <translation>表向きのカードを選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal 3 face down and 6 to the hand; each player lays 3 of the 6 face up (instead of 3 face up dealt and a swap phase)</source>
        <translation>裏向きに3枚、手札に6枚を配り、各プレイヤーが6枚から3枚を選んで表向きに置く（表向き3枚を配って交換する代わりに）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play any number of cards</source>
        <translation>何枚でも出せる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every player may play any number of cards of one rank (when off, the number of cards first played on the pile binds the players after)</source>
        <translation>どのプレイヤーも同じランクのカードを何枚でも出せる（オフのときは、山に最初に出された枚数にあとのプレイヤーも従う）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the game</source>
        <translation>ゲームの終わり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first player out wins, or players drop out one by one and the last one left is the Shithead (who deals next)</source>
        <translation>最初に上がったプレイヤーの勝ち、または1人ずつ上がっていき最後に残ったプレイヤーがシットヘッド（次のディーラー）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First out wins</source>
        <translation>最初に上がった人の勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last one left loses</source>
        <translation>最後に残った人の負け</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games in a series</source>
        <translation>シリーズのゲーム数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this many games in a row, the deal rotating, with a tally of who lost how often</source>
        <translation>この回数だけ続けてゲームをプレイし、ディーラーを交代しながら誰が何回負けたかを記録する</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move cap</source>
        <translation>手数の上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game still running after this many actions is stopped and drawn: nobody wins or loses it (guards against endless pick-up cycles)</source>
        <translation>この手数を超えても続いているゲームは打ち切って引き分け（誰も勝ち負けなし）にする（山を取り合う無限ループを防ぐ）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Any number of cards (Pagat)</source>
        <translation>何枚でも（Pagat）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal six, choose three face up</source>
        <translation>6枚配って3枚を表向きに選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last one left is the Shithead</source>
        <translation>最後に残った人がシットヘッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An evening: ten games, last one left loses</source>
        <translation>ひと晩：10ゲーム、最後に残った人の負け</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/sheet.py" line="+22"/>
        <location line="+70"/>
        <source>Game {game}: {seat} is the Shithead</source>
        <translation>第{game}ゲーム：{seat}がシットヘッド</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Game {game}: You are the Shithead</source>
        <translation>第{game}ゲーム：あなたがシットヘッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+70"/>
        <source>Game {game} won by {seat}</source>
        <translation>第{game}ゲーム：{seat}の勝ち</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Game {game}: You won</source>
        <translation>第{game}ゲーム：あなたの勝ち</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>残りのカード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn at the move cap ({cap} actions)</source>
        <translation>手数の上限（{cap}手）で引き分け</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Shithead</source>
        <translation>シットヘッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost the game</source>
        <translation>敗北</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games lost</source>
        <translation>負けたゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>勝ったゲーム</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game {game} drawn at the move cap</source>
        <translation>第{game}ゲームは手数の上限で引き分け</translation>
    </message>
    <message>
        <location filename="../cardtable/games/shithead/state.py" line="-6"/>
        <location line="+246"/>
        <source>{seat:C} was dealt {card} face up and starts</source>
        <translation>{seat:C}は{card}を表向きに配られたので、最初にプレイする</translation>
    </message>
    <message>
        <location line="-245"/>
        <source>You were dealt {card} face up and start</source>
        <translation>あなたは{card}を表向きに配られたので、最初にプレイする</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+389"/>
        <source>{seat:C} is out</source>
        <translation>{seat:C}が上がった</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>You are out</source>
        <translation>あなたが上がった</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+480"/>
        <source>{seat:C} is the Shithead</source>
        <translation>{seat:C}がシットヘッド</translation>
    </message>
    <message>
        <location line="-479"/>
        <source>You are the Shithead</source>
        <translation>あなたがシットヘッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+480"/>
        <source>Won by {seat}</source>
        <translation>{seat}の勝ち</translation>
    </message>
    <message>
        <location line="-166"/>
        <source>The direction of play reverses</source>
        <translation>プレイの向きが逆になります</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of a kind</source>
        <translation>同じランク4枚</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The blind card cannot be played</source>
        <translation>めくったカードは出せません</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Move cap reached: the game is drawn</source>
        <translation>手数の上限に達しました：ゲームは引き分けです</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the Shithead</source>
        <translation>シットヘッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost the game</source>
        <translation>ゲームに負けた</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Drawn at the move cap</source>
        <translation>手数の上限で引き分け</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games lost per seat: {tally}</source>
        <translation>席ごとの負け数：{tally}</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Each play on this pile is {n} cards of one rank, as many as began it.</source>
        <translation>この山には、最初に出された枚数と同じ{n}枚ずつ、同じランクのカードを出します。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You could turn one of your face-down cards over instead.</source>
        <translation>代わりに裏向きのカードを1枚めくることもできます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You could play a card on the pile.</source>
        <translation>山に出せるカードがあります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick up the pile (one card) all the same?</source>
        <translation>それでも捨て札の山（1枚）を取りますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick up the pile ({n} cards) all the same?</source>
        <translation>それでも捨て札の山（{n}枚）を取りますか？</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/review.py" line="+47"/>
        <source>inaccuracy</source>
        <translation>不正確な手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>on average {n:.1f} chips fewer than the master&apos;s move</source>
        <translation>達人の手より平均{n:.1f}チップ少ない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on average {n:.1f} chips more than the master&apos;s move</source>
        <translation>達人の手より平均{n:.1f}チップ多い</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on average about {n} points fewer than the master&apos;s move</source>
        <translation>達人の手より平均で約{n}点少ない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on average about {n} points more than the master&apos;s move</source>
        <translation>達人の手より平均で約{n}点多い</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{why}; {points}</source>
        <translation>{why}（{points}）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} played {move}: {reason}</source>
        <translation>{name}の手は「{move}」：{reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} played {move} ({reason}); the master would play {best} ({best_reason})</source>
        <translation>{name}の手は「{move}」（{reason}）。達人なら「{best}」（{best_reason}）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{move}: the master&apos;s choice too ({reason})</source>
        <translation>「{move}」：達人も同じ手を選びます（{reason}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move} is about as good as the master&apos;s {best} ({reason})</source>
        <translation>「{move}」は達人の選ぶ「{best}」とほぼ同じくらい良い手です（{reason}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{best} {best_reason}; your {move} {reason}</source>
        <translation>「{best}」なら{best_reason}。あなたの「{move}」は{reason}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{n} decisions reviewed. Mistakes: {mistakes}; inaccuracies: {inaccuracies}; their cost together: {pct} percentage points of winning chances</source>
        <translation>{n}回の判断を振り返りました。悪手：{mistakes}、不正確な手：{inaccuracies}、合わせて勝つ確率を{pct}ポイント下げました</translation>
    </message>
    <message>
        <source>{n} decisions reviewed: {mistakes} mistakes, {inaccuracies} inaccuracies; together they cost {pct} percentage points of winning chances</source>
        <translation type="vanished">{n}回の判断を振り返りました：悪手{mistakes}回、不正確な手{inaccuracies}回。合わせて勝つ確率を{pct}ポイント下げました</translation>
    </message>
    <message>
        <location filename="../cardtable/app/faults.py" line="+37"/>
        <source>The game &apos;{game}&apos; failed ({hook}): {error}</source>
        <translation>ゲーム「{game}」でエラーが起きました（{hook}）：{error}</translation>
    </message>
    <message>
        <location filename="../cardtable/app/practice.py" line="+103"/>
        <source>the unseen cards cannot be dealt afresh at this point of the game; practise with the cards kept</source>
        <translation>ゲームのこの時点では見えないカードを配り直せません。カードはそのままで練習してください</translation>
    </message>
    <message>
        <location filename="../cardtable/ai/thinking.py" line="-16"/>
        <source>searched too little to judge it ({n} simulations)</source>
        <translation>探索が少なすぎて判断できない（{n}回のシミュレーション）</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>Unfinished game</source>
        <translation type="vanished">途中のゲーム</translation>
    </message>
</context>
</TS>
