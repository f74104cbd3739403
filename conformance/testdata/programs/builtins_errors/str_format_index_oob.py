print("start")
'{5}'.format(1)
print("not reached")
