# krait-run: --allow-import calendar
import calendar
from datetime import date
tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.formatmonth(2024, 7))
tc.prmonth(2024, 2, w=3)
print(repr(tc.formatweekheader(2)), repr(tc.formatmonthname(2024, 7, 20)), repr(tc.formatmonthname(2024, 7, 10, False)))
print(tc.firstweekday, tc.getfirstweekday(), list(tc.iterweekdays()))
tc.firstweekday = 9
print(tc.getfirstweekday(), tc.firstweekday)
c = calendar.Calendar()
print(list(c.itermonthdays(2024, 2))[:10], list(c.itermonthdays2(2024, 2))[:3])
print(c.monthdayscalendar(2024, 9)[-1], c.monthdays2calendar(2024, 9)[0][:2])
dates = list(c.itermonthdates(2024, 3))
print(len(dates), dates[0], dates[-1], dates[4])
print([w[0].isoformat() + ".." + w[-1].isoformat() for w in c.monthdatescalendar(2024, 12)])
print([d for d in c.itermonthdates(2024, 6) if d.month == 6 and d.weekday() == calendar.FRIDAY])
print(calendar.TextCalendar().formatyear(2024, m=4)[:300])
print(len(list(calendar.Calendar(6).itermonthdates(2023, 1))), calendar.Calendar(6).monthdatescalendar(2023, 1)[0][0])
