# attack: set(range(10**9))
# ref: architecture.md §12 item 4 (bombs)
# limits: ops=1e12 memory=16MiB
# expect: limit memory
set(range(10 ** 9))
