; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_pad_0132, transpose4_unit_spatial
; z3 rlimit used: 4161
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (b0 Int) (b1 Int) (b2 Int) (b3 Int) (e0 Int) (e1 Int) (e2 Int) (e3 Int) )(! (let ((?x33 (pad4 b0 b1 b3 b2 e0 e1 e3 e2 (transpose4 0 1 3 2 X))))
 (let ((?x31 (transpose4 0 1 3 2 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X))))
 (let (($x34 (= ?x31 ?x33)))
 (let (($x26 (and (>= b0 0) (>= b1 0) (>= b2 0) (>= b3 0) (>= e0 0) (>= e1 0) (>= e2 0) (>= e3 0) (= (rank X) 4))))
 (=> $x26 $x34))))) :pattern ( (transpose4 0 1 3 2 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X)) ) :pattern ( (pad4 b0 b1 b3 b2 e0 e1 e3 e2 (transpose4 0 1 3 2 X)) ) :qid transpose4_pad_0132))
 )
(assert
 (forall ((X T) )(! (let ((?x67 (transpose4 0 1 3 2 X)))
 (let (($x68 (= ?x67 X)))
 (let (($x65 (= (rank X) 4)))
 (=> (and (= 1 (dim X 2)) (= 1 (dim X 3)) $x65) $x68)))) :pattern ( (transpose4 0 1 3 2 X) ) :qid transpose4_unit_spatial))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c2))
(assert
 (let ((?x89 (dim in_u1 2)))
 (= 1 ?x89)))
(assert
 (let ((?x91 (dim in_u1 3)))
 (= 1 ?x91)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x93 0) sym_c)))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x93 1) sym_c2)))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x100 (dim ?x93 2)))
 (= 3 ?x100))))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x102 (dim ?x93 3)))
 (= 3 ?x102))))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x104 (transpose4 0 1 3 2 ?x93)))
 (= (rank ?x104) 4))))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x104 (transpose4 0 1 3 2 ?x93)))
 (= (dim ?x104 0) sym_c))))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x104 (transpose4 0 1 3 2 ?x93)))
 (= (dim ?x104 1) sym_c2))))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x104 (transpose4 0 1 3 2 ?x93)))
 (let ((?x111 (dim ?x104 2)))
 (= 3 ?x111)))))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x104 (transpose4 0 1 3 2 ?x93)))
 (let ((?x113 (dim ?x104 3)))
 (= 3 ?x113)))))
(assert
 (let ((?x93 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x104 (transpose4 0 1 3 2 ?x93)))
(and (distinct ?x104 ?x93) true))))
(check-sat)
