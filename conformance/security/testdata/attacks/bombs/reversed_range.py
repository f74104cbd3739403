# attack: list(reversed(huge range))
# ref: architecture.md §12 item 2 (charge before the work)
# limits: ops=1e12
# expect: limit memory
list(reversed(range(10 ** 8)))
