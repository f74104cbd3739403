print('never runs')
break
