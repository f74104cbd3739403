# attack: sorted(range(10**8))
# ref: architecture.md §12 item 4 (bombs)
# limits: ops=1e12
# expect: limit memory
sorted(range(10 ** 8))
