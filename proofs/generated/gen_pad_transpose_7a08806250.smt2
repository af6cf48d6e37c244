; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_pad_0132, transpose4_unit_spatial
; z3 rlimit used: 47561
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (b0 Int) (b1 Int) (b2 Int) (b3 Int) (e0 Int) (e1 Int) (e2 Int) (e3 Int) )(! (let ((?x21 (pad4 b0 b1 b3 b2 e0 e1 e3 e2 (transpose4 0 1 3 2 X))))
 (let ((?x19 (transpose4 0 1 3 2 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X))))
 (= ?x19 ?x21))) :pattern ( (transpose4 0 1 3 2 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X)) ) :pattern ( (pad4 b0 b1 b3 b2 e0 e1 e3 e2 (transpose4 0 1 3 2 X)) ) :qid transpose4_pad_0132))
 )
(assert
 (forall ((X T) )(! (let ((?x49 (transpose4 0 1 3 2 X)))
 (let (($x50 (= ?x49 X)))
 (=> (and (= 1 (dim X 2)) (= 1 (dim X 3))) $x50))) :pattern ( (transpose4 0 1 3 2 X) ) :qid transpose4_unit_spatial))
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
 (let ((?x72 (dim in_u1 2)))
 (= 1 ?x72)))
(assert
 (let ((?x74 (dim in_u1 3)))
 (= 1 ?x74)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x76 0) sym_c)))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x76 1) sym_c2)))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x83 (dim ?x76 2)))
 (= 3 ?x83))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x85 (dim ?x76 3)))
 (= 3 ?x85))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x87 (transpose4 0 1 3 2 ?x76)))
 (= (rank ?x87) 4))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x87 (transpose4 0 1 3 2 ?x76)))
 (= (dim ?x87 0) sym_c))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x87 (transpose4 0 1 3 2 ?x76)))
 (= (dim ?x87 1) sym_c2))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x87 (transpose4 0 1 3 2 ?x76)))
 (let ((?x94 (dim ?x87 2)))
 (= 3 ?x94)))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x87 (transpose4 0 1 3 2 ?x76)))
 (let ((?x96 (dim ?x87 3)))
 (= 3 ?x96)))))
(assert
 (let ((?x76 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x87 (transpose4 0 1 3 2 ?x76)))
(and (distinct ?x87 ?x76) true))))
(check-sat)
