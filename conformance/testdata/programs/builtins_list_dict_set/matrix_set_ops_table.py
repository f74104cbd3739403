A = {1, 2, 3}
others = [set(), {1}, {3, 4}, {1, 2, 3}, {1, 2, 3, 4}, frozenset({2})]
for B in others:
    print(sorted(B), sorted(A | B), sorted(A & B), sorted(A - B), sorted(B - A), sorted(A ^ B), A <= B, A < B, A >= B, A > B, A == B, A.isdisjoint(B))
