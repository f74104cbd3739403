# attack: except* around the op budget: except* BaseException (and a
# retry loop) must not catch the limit error, which is not a Python
# exception and so never joins an exception group
# limits: while=0
# expect: limit ops
for attempt in range(1000):
    try:
        while True:
            pass
    except* BaseException:
        pass
    except* Exception:
        pass
print("caught")
