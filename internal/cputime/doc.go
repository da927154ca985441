// Package cputime reads the CPU time the process has used, for benchmarks
// that report CPU per operation: on a shared machine wall time says little.
package cputime
