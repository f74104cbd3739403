from datetime import datetime, timedelta, date, time

WORK_START, WORK_END = time(9, 0), time(17, 30)
busy = [
    (datetime(2024, 3, 11, 9, 30), datetime(2024, 3, 11, 10, 15)),
    (datetime(2024, 3, 11, 12, 0), datetime(2024, 3, 11, 13, 0)),
    (datetime(2024, 3, 11, 15, 45), datetime(2024, 3, 11, 17, 0)),
    (datetime(2024, 3, 12, 9, 0), datetime(2024, 3, 12, 11, 30)),
]

def free_slots(day, min_len=timedelta(minutes=30)):
    start = datetime.combine(day, WORK_START)
    end = datetime.combine(day, WORK_END)
    cursor = start
    slots = []
    for b_start, b_end in sorted(b for b in busy if b[0].date() == day):
        if b_start - cursor >= min_len:
            slots.append((cursor, b_start))
        cursor = max(cursor, b_end)
    if end - cursor >= min_len:
        slots.append((cursor, end))
    return slots

day = date(2024, 3, 11)
for i in range(3):
    d = day + timedelta(days=i)
    print(d.strftime("%A %Y-%m-%d (week %W, day %j)"))
    for s, e in free_slots(d):
        dur = e - s
        print(f"   {s:%H:%M}-{e:%H:%M}  {dur}  ({dur.total_seconds() / 3600:.2f}h)")
meeting = datetime(2024, 3, 11, 14, 0)
print(meeting.isoformat(), meeting.isoformat(sep=" ", timespec="minutes"), meeting.timestamp() if False else "")
print(meeting.strftime("%I:%M %p on %b %d, %y"), meeting.weekday(), meeting.isoweekday(), meeting.isocalendar())
print(repr(meeting), str(meeting + timedelta(hours=2, minutes=90)))
print(datetime.strptime("2024-03-15 08:05", "%Y-%m-%d %H:%M") - meeting)
print(timedelta(days=-1, seconds=30), repr(timedelta(hours=36)), timedelta(weeks=2) // timedelta(days=3))
print(timedelta(minutes=90) / timedelta(hours=1), abs(timedelta(days=-2)), timedelta(seconds=3661.5))
print(sorted(busy, key=lambda b: b[1] - b[0], reverse=True)[0][0].time())
print(datetime.fromisoformat("2024-02-29T23:59:59") + timedelta(seconds=1))
print(date.fromisoformat("2024-12-31").toordinal() - date(2024, 1, 1).toordinal() + 1)
print(min(busy)[0] < max(busy)[0], date(2024, 3, 11) < date(2024, 3, 12))
print(time(14, 5, 9).strftime("%H:%M:%S"), time(23, 59).isoformat(), time(1, 2, 3, 450000))
