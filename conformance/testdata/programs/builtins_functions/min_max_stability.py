pts = [(1, 'a'), (0, 'b'), (1, 'c'), (0, 'd')]
print(max(pts, key=lambda p: p[0]), min(pts, key=lambda p: p[0]))
