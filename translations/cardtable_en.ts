<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardMenu</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/card_menu.py" line="+41"/>
        <source>{place}: %n cards</source>
        <translation>
            <numerusform>{place}: %n card</numerusform>
            <numerusform>{place}: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/event_log.py" line="+36"/>
        <source>You take %n cards</source>
        <translation>
            <numerusform>You take %n card</numerusform>
            <numerusform>You take %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>takes %n cards</source>
        <translation>
            <numerusform>takes %n card</numerusform>
            <numerusform>takes %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlateWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/scene_plates.py" line="+33"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/flow.py" line="+53"/>
        <source>{names} win the game.</source>
        <translation>
            <numerusform>{names} wins the game.</numerusform>
            <numerusform>{names} win the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeBox</name>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>You have an unfinished game of {game} (%n move played, deal {seed}). Continue it?</numerusform>
            <numerusform>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenePlates</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="vanished">
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/dialogs/statistics.py" line="+234"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n lost</numerusform>
            <numerusform>%n lost</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableFlow</name>
    <message numerus="yes">
        <source>{names} win the game.</source>
        <translation type="vanished">
            <numerusform>{names} wins the game.</numerusform>
            <numerusform>{names} win the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnfinishedBox</name>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>You have an unfinished game of {game} (%n move played, deal {seed}). Continue it instead of the new game?</numerusform>
            <numerusform>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnfinishedWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/window_files.py" line="+38"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation>
            <numerusform>You have an unfinished game of {game} (%n move played, deal {seed}). Continue it?</numerusform>
            <numerusform>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation>
            <numerusform>You have an unfinished game of {game} (%n move played, deal {seed}). Continue it instead of the new game?</numerusform>
            <numerusform>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</source>
        <translation type="vanished">
            <numerusform>You have an unfinished game of {game} (%n move played, deal {seed}). Continue it?</numerusform>
            <numerusform>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</source>
        <translation type="vanished">
            <numerusform>You have an unfinished game of {game} (%n move played, deal {seed}). Continue it instead of the new game?</numerusform>
            <numerusform>You have an unfinished game of {game} (%n moves played, deal {seed}). Continue it instead of the new game?</numerusform>
        </translation>
    </message>
</context>
</TS>
