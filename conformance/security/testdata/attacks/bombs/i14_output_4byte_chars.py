# attack: print 4-byte characters: 20 million of them are 80 MB (issue 14 class 6: the limit counted characters, so the output escaped it 4x)
# limits: ops=1e12 time=30s memory=64MiB
# expect: limit output
# message: output limit of 67108864 bytes exceeded
s = '\U0001F600' * 1000000
for i in range(20):
    print(s)
