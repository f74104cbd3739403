from collections import deque
def moving_max(xs, k):
    q = deque()
    out = []
    for i, x in enumerate(xs):
        while q and xs[q[-1]] <= x:
            q.pop()
        q.append(i)
        if q[0] <= i - k:
            q.popleft()
        if i >= k - 1:
            out.append(xs[q[0]])
    return out
print(moving_max([1, 3, -1, -3, 5, 3, 6, 7], 3))
d = deque('abcdef')
d.rotate(3)
print(''.join(d))
print(d.index('a'), d.count('z'))
