from datetime import date, datetime
for n in [1, 2, 365, 366, 730120, 738887, 3652059]:
    d = date.fromordinal(n)
    print(n, d, d.toordinal(), datetime.fromordinal(n))
print(date(2000, 3, 1).toordinal() - date(2000, 2, 28).toordinal(), date(1900, 3, 1).toordinal() - date(1900, 2, 28).toordinal())
for bad in [0, -5, 3652060]:
    try:
        date.fromordinal(bad)
    except ValueError as e:
        print(bad, e)
