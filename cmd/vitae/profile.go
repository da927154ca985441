package main

import "github.com/vitae-cv/vitae/internal/cpuprofile"

// startProfile profiles the whole run when $VITAE_CPUPROFILE names a file.
var startProfile = cpuprofile.Start
