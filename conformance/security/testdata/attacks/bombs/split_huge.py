# attack: str.split making 10**7 strings
# ref: architecture.md §12 item 2 (charge before the work)
# limits: ops=1e12 memory=16MiB
# expect: limit memory
('a ' * 10 ** 7).split()
