<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>EventLog</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/event_log.py" line="+33"/>
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
</TS>
