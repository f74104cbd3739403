days_in_month = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
def day_of_year(y, m, d):
    return sum(days_in_month[:m - 1]) + d + (1 if m > 2 and is_leap(y) else 0)
for y, m, d in [(2024, 3, 1), (2023, 3, 1), (2000, 12, 31), (1900, 12, 31)]:
    print(y, m, d, is_leap(y), day_of_year(y, m, d))
print([y for y in range(1896, 1912) if is_leap(y)])
