# attack: except* around the op budget
# limits: while=0
# pending: except* (TryStar) is not implemented yet (UnsupportedError) — owner: interp
# expect: limit ops
try:
    while True:
        pass
except* BaseException:
    pass
