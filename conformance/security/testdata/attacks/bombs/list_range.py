# attack: list(range(10**12))
# ref: architecture.md §12 item 4 (bombs)
# limits: ops=1e12
# expect: limit memory
list(range(10 ** 12))
