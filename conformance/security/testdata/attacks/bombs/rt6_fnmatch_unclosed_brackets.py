# attack: fnmatch.translate of a million '[' with no ']': each '[' scanned to the end of the pattern for its ']' (quadratic, 5*10**11 steps, as in CPython) inside one call with no deadline poll; the scan now remembers where no ']' is left
# imports: fnmatch
# limits: time=10s memory=256MiB
# expect: ok
# output: 2000007
import fnmatch
print(len(fnmatch.translate('[' * 10**6)))
