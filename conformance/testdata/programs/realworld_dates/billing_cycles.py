from datetime import date, timedelta

def add_months(d, n):
    month = d.month - 1 + n
    year = d.year + month // 12
    month = month % 12 + 1
    days = [31, 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return date(year, month, min(d.day, days[month - 1]))

start = date(2024, 1, 31)
print([add_months(start, i).isoformat() for i in range(6)])
print(add_months(date(2023, 11, 15), 3), add_months(date(2024, 3, 31), -1))

subs = [("basic", date(2024, 1, 15), 9.99), ("pro", date(2024, 2, 29), 29.0), ("team", date(2023, 12, 31), 99.5)]
as_of = date(2024, 6, 1)
for plan, began, price in subs:
    charges = []
    d = began
    n = 0
    while d <= as_of:
        charges.append(d)
        n += 1
        d = add_months(began, n)
    total = price * len(charges)
    print(f"{plan:<6} {len(charges)} charges, total ${total:,.2f}, last {charges[-1]:%b %d}, next {d:%Y-%m-%d}")

def business_days(a, b):
    count = 0
    d = a
    while d < b:
        if d.weekday() < 5:
            count += 1
        d += timedelta(days=1)
    return count
print(business_days(date(2024, 7, 1), date(2024, 7, 31)))
holidays = {date(2024, 7, 4)}
d = date(2024, 7, 3)
due = []
while len(due) < 3:
    d += timedelta(days=1)
    if d.weekday() < 5 and d not in holidays:
        due.append(d.strftime("%a %m/%d"))
print(due)
print(date(2024, 1, 31).replace(month=2))
