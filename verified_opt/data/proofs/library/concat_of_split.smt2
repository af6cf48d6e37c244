; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_slices, slice_full
; z3 rlimit used: 14352
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_a () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (ax Int) (n Int) )(! (let ((?x18 (slice ax 0 n X)))
 (let (($x19 (= ?x18 X)))
 (let (($x11 (>= ax 0)))
 (let (($x9 (= (dim X ax) n)))
 (=> (and $x9 $x11 (>= (- (- (rank X) 1) ax) 0)) $x19))))) :pattern ( (slice ax 0 n X) ) :qid slice_full))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (m Int) (s Int) )(! (let ((?x66 (concat ax (slice ax s m X) (slice ax m e X))))
 (let (($x68 (= ?x66 (slice ax s e X))))
 (let (($x58 (>= ax 0)))
 (let (($x57 (>= e 1)))
 (let (($x56 (>= m 1)))
 (let (($x55 (>= s 0)))
 (let (($x63 (and (<= s m) (<= m e) (<= e (dim X ax)) $x55 $x56 $x57 $x58 (>= (- (- (rank X) 1) ax) 0))))
 (=> $x63 $x68)))))))) :pattern ( (concat ax (slice ax s m X) (slice ax m e X)) ) :qid concat_slices))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank (slice 1 0 sym_a in_X)) 2))
(assert
 (= (dim (slice 1 0 sym_a in_X) 0) sym_m))
(assert
 (= (dim (slice 1 0 sym_a in_X) 1) sym_a))
(assert
 (= (rank (slice 1 sym_a sym_n in_X)) 2))
(assert
 (= (dim (slice 1 sym_a sym_n in_X) 0) sym_m))
(assert
 (let ((?x114 (* (- 1) sym_a)))
 (let ((?x115 (+ sym_n ?x114)))
 (let ((?x108 (slice 1 sym_a sym_n in_X)))
 (let ((?x113 (dim ?x108 1)))
 (= ?x113 ?x115))))))
(assert
 (let ((?x108 (slice 1 sym_a sym_n in_X)))
 (let ((?x101 (slice 1 0 sym_a in_X)))
 (let ((?x117 (concat 1 ?x101 ?x108)))
 (= (rank ?x117) 2)))))
(assert
 (let ((?x108 (slice 1 sym_a sym_n in_X)))
 (let ((?x101 (slice 1 0 sym_a in_X)))
 (let ((?x117 (concat 1 ?x101 ?x108)))
 (= (dim ?x117 0) sym_m)))))
(assert
 (let ((?x108 (slice 1 sym_a sym_n in_X)))
 (let ((?x101 (slice 1 0 sym_a in_X)))
 (let ((?x117 (concat 1 ?x101 ?x108)))
 (= (dim ?x117 1) sym_n)))))
(assert
 (let ((?x114 (* (- 1) sym_a)))
 (let ((?x115 (+ sym_n ?x114)))
 (>= ?x115 0))))
(assert
 (let ((?x108 (slice 1 sym_a sym_n in_X)))
(let ((?x101 (slice 1 0 sym_a in_X)))
(let ((?x117 (concat 1 ?x101 ?x108)))
(and (distinct ?x117 in_X) true)))))
(check-sat)
