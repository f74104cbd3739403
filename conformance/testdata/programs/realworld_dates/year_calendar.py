# krait-run: --allow-import calendar
import calendar
print(calendar.calendar(2024))
print(repr(calendar.calendar(2023, w=3, l=1, c=4, m=4)[:400]))
print(calendar.calendar(2025, 1, 1, 2, 6))
calendar.prcal(1999, m=2)
print(repr(calendar.formatstring(["a", "bb", "ccc"], 6, 2)), repr(calendar.formatstring(["x"])))
print(repr(calendar.week([(0, 0), (1, 1), (2, 2), (30, 3), (31, 4), (0, 5), (0, 6)], 3)))
calendar.setfirstweekday(6)
print(calendar.calendar(2024, m=6))
