print('never runs')
return 5
