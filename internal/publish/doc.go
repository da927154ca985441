// Package publish publishes the reports of one scheduled run ("vitae run")
// as a whole set: written into a fresh run folder, described by a
// manifest, and made visible all at once by switching a symbolic link, so
// a reader of OUT/latest never sees reports of two runs side by side nor
// a half-written set.
//
// # Layout of OUT
//
//	OUT/
//	  .vitae.lock              the lock a run holds while it works (Acquire)
//	  .vitae/state.db          vitae run's parse cache and run history (by default)
//	  latest -> runs/ID        the last complete run (a relative symlink)
//	  runs/
//	    2026-11-22T0300Z/      a complete run: its reports and manifest.json
//	    2026-11-22T0300Z-2/    a second run started in the same minute
//	    .2026-11-29T0300Z.partial/   a run being written (or an interrupted one)
//
// A run ID is the start time in UTC to the minute, with -2, -3, ...
// when a run of that minute exists already. Only folders named like that
// count as runs (Runs, Prune); anything else in OUT or OUT/runs is left
// alone: pruning run folders and sweeping never touch the parse cache
// and run history that vitae run keeps in OUT/.vitae (or where its job's
// cache.path says).
//
// # A run, in order
//
//	l, err := publish.Acquire(out, wait) // one run at a time on OUT
//	defer l.Unlock()
//	removed, err := publish.Sweep(out)   // what an interrupted run left
//	r, err := publish.Begin(out, started)
//	... write reports to r.Path("report.html") ...   (r.Abort() on errors and signals)
//	err = r.Commit(&manifest)            // manifest.json, rename, switch latest
//	pruned, err := publish.Prune(out, keep, r.ID) // by publication order
//
// # What is guaranteed when a run is killed
//
// At any point, even by SIGKILL or a power cut after the data reached the
// disk: OUT/latest names either the previous complete run or the new one,
// never anything else and never nothing (the new link is made under a
// temporary name, .latest.N.tmp, and renamed over the old one). A run
// folder without the leading dot and .partial suffix is complete: every
// file in it was written and synced and manifest.json lists them with
// their SHA-256 before the folder got its final name. What a killed run
// leaves (its .ID.partial folder, temporary files of atomic writes named
// .NAME.N.tmp, a .latest.N.tmp link) is never read as a run and is
// removed by the next run's Sweep. The lock is released by the kernel
// when its holder dies (flock on unix), so a killed run never blocks the
// next one. Verify checks a run folder against its manifest.
//
// History finds published runs again for "vitae diff": a run folder,
// OUT/latest, OUT, or a run ID in OUT/runs or, once pruned, in the
// store's run history.
package publish
