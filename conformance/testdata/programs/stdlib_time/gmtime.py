import time
for s in [0, 1, 86399, 86400, 951782400, 1704164645, 1704164645.9, -1, -86401, 4102444800, 2**31, -2**31]:
    st = time.gmtime(s)
    print(s, st, st.tm_zone, st.tm_gmtoff)
st = time.gmtime(1700000000)
print(st[0], st[-1], len(st), st[1:3], tuple(st), st.tm_year, st.tm_yday, st.tm_wday)
y, mo, d, *rest = st
print(y, mo, d, rest)
print(time.localtime(1700000000))
