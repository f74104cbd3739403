print("start")
'{:+}'.format('s')
print("not reached")
