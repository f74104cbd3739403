def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
def days_in_month(y, m):
    return [31, 29 if is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
def day_of_year(y, m, d):
    return sum(days_in_month(y, k) for k in range(1, m)) + d
print([y for y in range(1896, 1910) if is_leap(y)], is_leap(2000), is_leap(2100))
print(day_of_year(2024, 3, 1), day_of_year(2023, 12, 31))
