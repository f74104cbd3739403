# attack: lst.extend(x for x in lst) — as in CPython the generator sees the items extend appends, so it never ends: a budget stops it (issue 14, item 8: it stopped early)
# limits: ops=2e6 memory=16MiB
# expect: limit memory|ops
lst = [1, 2, 3]
lst.extend(x for x in lst)
