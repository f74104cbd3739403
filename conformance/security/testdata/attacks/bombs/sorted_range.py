# attack: sorted(range(10**8))
# ref: architecture.md §12 item 4 (bombs)
# limits: ops=1e12
# expect: limit memory
# known-hole: sorted() collects its argument without charging memory (3.5 GB RSS under a 64 MiB limit) — owner: builtins
sorted(range(10 ** 8))
