# attack: a DAG-shaped list as the last value, converted to Go (Output.Value) (issue 14 class 2: 4 s and 2 GiB outside every limit)
# note: the conversion keeps shared containers shared (25 Go slices here) and is charged to the run's budgets
# expect: ok
x = []
for i in range(24):
    x = [x, x]
x
