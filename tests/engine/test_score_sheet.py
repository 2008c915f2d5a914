

def test_a_score_pad_lists_each_deal_and_adds_up_the_first_of_a_long_game():
    from cardtable.engine.score_sheet import PAD_LINES, deal_rows

    rows = deal_rows([(10, 5), (0, 20)])
    assert [(r.text(), r.values) for r in rows] == [("Deal 1", (10, 5)), ("Deal 2", (0, 20))]
    assert deal_rows([]) == []
    long = [(i, 100 - i) for i in range(12)]
    rows = deal_rows(long)
    assert len(rows) == PAD_LINES
    early = 12 - PAD_LINES + 1
    assert rows[0].text() == f"Deals 1–{early}"
    assert rows[0].values == (sum(range(early)), sum(100 - i for i in range(early)))
    assert [r.text() for r in rows[1:]] == [f"Deal {i + 1}" for i in range(early, 12)]
    assert tuple(map(sum, zip(*(r.values for r in rows)))) == tuple(map(sum, zip(*long)))
