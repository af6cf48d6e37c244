; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 74128
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x8 (concat ax A B)))
 (let ((?x10 (concat ax ?x8 C)))
 (= ?x10 ?x12)))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) )(! (let ((?x38 (idkernel2 c)))
 (let ((?x39 (transpose2 1 0 ?x38)))
 (let (($x40 (= ?x39 ?x38)))
 (=> (and (>= c 1)) $x40)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x55 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x8 (concat p1 X Y)))
 (let ((?x52 (transpose2 p0 p1 ?x8)))
 (let (($x56 (= ?x52 ?x55)))
 (let (($x51 (and (>= p0 0) (>= p1 0))))
 (=> $x51 $x56)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (let ((?x83 (transpose2 1 0 in_x1)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x90 (concat 1 ?x76 ?x83)))
 (= (rank ?x90) 2)))))
(assert
 (let ((?x83 (transpose2 1 0 in_x1)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x90 (concat 1 ?x76 ?x83)))
 (= (dim ?x90 0) sym_c)))))
(assert
 (let ((?x96 (+ sym_c sym_n)))
 (let ((?x83 (transpose2 1 0 in_x1)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x90 (concat 1 ?x76 ?x83)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x96)))))))
(assert
 (let ((?x83 (transpose2 1 0 in_x1)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x90 (concat 1 ?x76 ?x83)))
 (let ((?x98 (concat 1 ?x90 ?x83)))
 (= (rank ?x98) 2))))))
(assert
 (let ((?x83 (transpose2 1 0 in_x1)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x90 (concat 1 ?x76 ?x83)))
 (let ((?x98 (concat 1 ?x90 ?x83)))
 (= (dim ?x98 0) sym_c))))))
(assert
 (let ((?x104 (* 2 sym_n)))
 (let ((?x105 (+ sym_c ?x104)))
 (let ((?x83 (transpose2 1 0 in_x1)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x90 (concat 1 ?x76 ?x83)))
 (let ((?x98 (concat 1 ?x90 ?x83)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x105)))))))))
(assert
 (let ((?x96 (+ sym_c sym_n)))
 (>= ?x96 0)))
(assert
 (let ((?x104 (* 2 sym_n)))
 (let ((?x105 (+ sym_c ?x104)))
 (>= ?x105 0))))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x96 (+ sym_c sym_n)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x76 in_x1)))
 (let ((?x112 (dim ?x109 0)))
 (= ?x112 ?x96))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x76 in_x1)))
 (let ((?x116 (concat 0 ?x109 in_x1)))
 (= (rank ?x116) 2)))))
(assert
 (let ((?x104 (* 2 sym_n)))
 (let ((?x105 (+ sym_c ?x104)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x76 in_x1)))
 (let ((?x116 (concat 0 ?x109 in_x1)))
 (let ((?x119 (dim ?x116 0)))
 (= ?x119 ?x105))))))))
(assert
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x76 in_x1)))
 (let ((?x116 (concat 0 ?x109 in_x1)))
 (= (dim ?x116 1) sym_c)))))
(assert
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x76 in_x1)))
 (let ((?x116 (concat 0 ?x109 in_x1)))
 (let ((?x123 (transpose2 1 0 ?x116)))
 (= (rank ?x123) 2))))))
(assert
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x76 in_x1)))
 (let ((?x116 (concat 0 ?x109 in_x1)))
 (let ((?x123 (transpose2 1 0 ?x116)))
 (= (dim ?x123 0) sym_c))))))
(assert
 (let ((?x104 (* 2 sym_n)))
 (let ((?x105 (+ sym_c ?x104)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x109 (concat 0 ?x76 in_x1)))
 (let ((?x116 (concat 0 ?x109 in_x1)))
 (let ((?x123 (transpose2 1 0 ?x116)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x105)))))))))
(assert
 (let ((?x76 (idkernel2 sym_c)))
(let ((?x109 (concat 0 ?x76 in_x1)))
(let ((?x116 (concat 0 ?x109 in_x1)))
(let ((?x123 (transpose2 1 0 ?x116)))
(let ((?x83 (transpose2 1 0 in_x1)))
(let ((?x90 (concat 1 ?x76 ?x83)))
(let ((?x98 (concat 1 ?x90 ?x83)))
(and (distinct ?x98 ?x123) true)))))))))
(check-sat)
