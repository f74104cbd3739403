from datetime import datetime, date, time
for s in ['2024-01-02', '20240102', '2024-W01-2', '2024W012', '2024-W53-1', '2020-W53-5']:
    try:
        print(s, repr(date.fromisoformat(s)))
    except ValueError as e:
        print(s, 'ValueError', e)
for s in ['2024-01-02T03:04:05.123', '2024-01-02T03:04:05.1', '2024-01-02 03:04', '20240102T030405', '2024-01-02T03', '2024-W01-2', '2024-01-02T03:04:05Z', '2024-01-02T03:04:05+05:30', '2024-01-02T03:04:05.1234567', '2024-01-02T03:04:05,5', '2024-01-02X03:04', '2024-01-02T03:04:05-08:00', '2024-01-02T25:00', 'garbage', '2024-01-02T']:
    try:
        print(s, repr(datetime.fromisoformat(s)))
    except ValueError as e:
        print(s, 'ValueError', e)
for s in ['03:04', '03', '03:04:05.5', '030405', '03:04:05+01:00', 'T03:04', '25:00', '3:04']:
    try:
        print(s, repr(time.fromisoformat(s)))
    except ValueError as e:
        print(s, 'ValueError', e)
dt = datetime(2024, 5, 6, 7, 8, 9, 10)
print(datetime.fromisoformat(dt.isoformat()) == dt, date.fromisoformat(dt.date().isoformat()))
