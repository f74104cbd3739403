# attack: str.strip of a text with 10**6 leading spaces, 10**5 times: nothing is allocated, but each call scans the spaces (issue 14, growth loops: work inside a builtin that was not charged ran into the time limit)
# limits: ops=1e7 time=60s
# expect: limit ops
s = " " * 10**6 + "x"
for i in range(10**5):
    s.strip()
