x = 5
print(-x, +x, ~x, not x, not 0, -(-x))
print(-2.5, +2.5, not '', not 'a', not [], not [0])
print(--5, ---5, ~~7)
