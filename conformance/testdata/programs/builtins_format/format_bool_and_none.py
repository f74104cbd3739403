print(f'{True}|{False:>7}|{True:d}|{True:.2f}|{None}|{None!r:>6}|{True!r}|')
