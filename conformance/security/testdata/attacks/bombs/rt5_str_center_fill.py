# attack: "a".center(10**8): the fill was encoded once per copy (10**8 small strings), 11 s in one call with no deadline poll; now one chunked pass
# limits: time=5s memory=256MiB
# expect: ok
# output: 100000000
print(len("a".center(10**8)))
