# attack: hold reprs of a large string: 50 MB under a 16 MiB budget (issue 14 class 3)
# limits: ops=1e8
# expect: limit memory
s = "x" * 10 ** 7
held = [repr(s) for _ in range(5)]
