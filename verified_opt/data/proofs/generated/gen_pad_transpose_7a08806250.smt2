; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_pad_0132, transpose4_unit_spatial
; z3 rlimit used: 73276
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
 (forall ((X T) (b0 Int) (b1 Int) (b2 Int) (b3 Int) (e0 Int) (e1 Int) (e2 Int) (e3 Int) )(! (let ((?x30 (pad4 b0 b1 b3 b2 e0 e1 e3 e2 (transpose4 0 1 3 2 X))))
 (let ((?x28 (transpose4 0 1 3 2 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X))))
 (let (($x31 (= ?x28 ?x30)))
 (let (($x22 (and (>= b0 0) (>= b1 0) (>= b2 0) (>= b3 0) (>= e0 0) (>= e1 0) (>= e2 0) (>= e3 0))))
 (=> $x22 $x31))))) :pattern ( (transpose4 0 1 3 2 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X)) ) :pattern ( (pad4 b0 b1 b3 b2 e0 e1 e3 e2 (transpose4 0 1 3 2 X)) ) :qid transpose4_pad_0132))
 )
(assert
 (forall ((X T) )(! (let ((?x62 (transpose4 0 1 3 2 X)))
 (let (($x63 (= ?x62 X)))
 (=> (and (= 1 (dim X 2)) (= 1 (dim X 3))) $x63))) :pattern ( (transpose4 0 1 3 2 X) ) :qid transpose4_unit_spatial))
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
 (let ((?x85 (dim in_u1 2)))
 (= 1 ?x85)))
(assert
 (let ((?x87 (dim in_u1 3)))
 (= 1 ?x87)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x89 0) sym_c)))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x89 1) sym_c2)))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x96 (dim ?x89 2)))
 (= 3 ?x96))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x98 (dim ?x89 3)))
 (= 3 ?x98))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x100 (transpose4 0 1 3 2 ?x89)))
 (= (rank ?x100) 4))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x100 (transpose4 0 1 3 2 ?x89)))
 (= (dim ?x100 0) sym_c))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x100 (transpose4 0 1 3 2 ?x89)))
 (= (dim ?x100 1) sym_c2))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x100 (transpose4 0 1 3 2 ?x89)))
 (let ((?x107 (dim ?x100 2)))
 (= 3 ?x107)))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x100 (transpose4 0 1 3 2 ?x89)))
 (let ((?x109 (dim ?x100 3)))
 (= 3 ?x109)))))
(assert
 (let ((?x89 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x100 (transpose4 0 1 3 2 ?x89)))
(and (distinct ?x100 ?x89) true))))
(check-sat)
