import time
st = time.gmtime(1704164645)
print(time.asctime(st), time.ctime(1704164645), time.ctime(0), time.ctime(-1))
print(time.mktime(st), time.mktime((2024, 1, 2, 3, 4, 5, 0, 0, 0)), time.mktime((2024, 13, 1, 0, 0, 0, 0, 0, 0)), time.mktime((2024, 1, 0, 0, 0, 0, 0, 0, 0)))
print(time.asctime((2024, 2, 29, 23, 59, 59, 3, 60, 0)), time.asctime((99, 1, 1, 0, 0, 0, 0, 1, 0)))
s = time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0))
print(s, s.tm_zone, s.tm_gmtoff, type(s).__name__, isinstance(s, tuple))
s = time.struct_time((2024, 1, 2, 3, 4, 5, 1, 2, 0, 'EST', -18000))
print(s.tm_zone, s.tm_gmtoff, s == (2024, 1, 2, 3, 4, 5, 1, 2, 0))
for bad in [(1, 2), tuple(range(12))]:
    try:
        time.struct_time(bad)
    except TypeError as e:
        print('TypeError', e)
