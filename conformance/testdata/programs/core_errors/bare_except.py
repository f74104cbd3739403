try:
    undefined_thing
except:
    print('bare except caught it')
try:
    try:
        1 / 0
    finally:
        print('inner finally')
except ZeroDivisionError:
    print('outer caught')
