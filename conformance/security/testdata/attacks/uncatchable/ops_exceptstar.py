# attack: except* around the op budget (krait refuses except* as syntax, so it cannot catch anything)
# limits: while=0
# expect: policy node
# message: TryStar is not supported.
try:
    while True:
        pass
except* BaseException:
    pass
