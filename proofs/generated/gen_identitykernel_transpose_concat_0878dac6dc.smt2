; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 48385
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x10 (concat ax (concat ax A B) C)))
 (= ?x10 ?x12))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) )(! (let ((?x36 (idkernel2 c)))
 (let ((?x37 (transpose2 1 0 ?x36)))
 (= ?x37 ?x36))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x47 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x44 (transpose2 p0 p1 (concat p0 X Y))))
 (= ?x44 ?x47))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x71 (transpose2 1 0 in_w1)))
 (let ((?x78 (concat 0 ?x71 ?x64)))
 (= (rank ?x78) 2)))))
(assert
 (let ((?x82 (+ sym_c2 sym_c)))
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x71 (transpose2 1 0 in_w1)))
 (let ((?x78 (concat 0 ?x71 ?x64)))
 (let ((?x81 (dim ?x78 0)))
 (= ?x81 ?x82)))))))
(assert
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x71 (transpose2 1 0 in_w1)))
 (let ((?x78 (concat 0 ?x71 ?x64)))
 (= (dim ?x78 1) sym_c)))))
(assert
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x71 (transpose2 1 0 in_w1)))
 (let ((?x78 (concat 0 ?x71 ?x64)))
 (let ((?x86 (concat 0 ?x71 ?x78)))
 (= (rank ?x86) 2))))))
(assert
 (let ((?x90 (* 2 sym_c2)))
 (let ((?x91 (+ ?x90 sym_c)))
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x71 (transpose2 1 0 in_w1)))
 (let ((?x78 (concat 0 ?x71 ?x64)))
 (let ((?x86 (concat 0 ?x71 ?x78)))
 (let ((?x89 (dim ?x86 0)))
 (= ?x89 ?x91)))))))))
(assert
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x71 (transpose2 1 0 in_w1)))
 (let ((?x78 (concat 0 ?x71 ?x64)))
 (let ((?x86 (concat 0 ?x71 ?x78)))
 (= (dim ?x86 1) sym_c))))))
(assert
 (let ((?x82 (+ sym_c2 sym_c)))
 (>= ?x82 0)))
(assert
 (let ((?x90 (* 2 sym_c2)))
 (let ((?x91 (+ ?x90 sym_c)))
 (>= ?x91 0))))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x82 (+ sym_c2 sym_c)))
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x97 (concat 1 in_w1 ?x64)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x82))))))
(assert
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x97 (concat 1 in_w1 ?x64)))
 (let ((?x104 (concat 1 in_w1 ?x97)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x97 (concat 1 in_w1 ?x64)))
 (let ((?x104 (concat 1 in_w1 ?x97)))
 (= (dim ?x104 0) sym_c)))))
(assert
 (let ((?x90 (* 2 sym_c2)))
 (let ((?x91 (+ ?x90 sym_c)))
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x97 (concat 1 in_w1 ?x64)))
 (let ((?x104 (concat 1 in_w1 ?x97)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x91))))))))
(assert
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x97 (concat 1 in_w1 ?x64)))
 (let ((?x104 (concat 1 in_w1 ?x97)))
 (let ((?x111 (transpose2 1 0 ?x104)))
 (= (rank ?x111) 2))))))
(assert
 (let ((?x90 (* 2 sym_c2)))
 (let ((?x91 (+ ?x90 sym_c)))
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x97 (concat 1 in_w1 ?x64)))
 (let ((?x104 (concat 1 in_w1 ?x97)))
 (let ((?x111 (transpose2 1 0 ?x104)))
 (let ((?x114 (dim ?x111 0)))
 (= ?x114 ?x91)))))))))
(assert
 (let ((?x64 (idkernel2 sym_c)))
 (let ((?x97 (concat 1 in_w1 ?x64)))
 (let ((?x104 (concat 1 in_w1 ?x97)))
 (let ((?x111 (transpose2 1 0 ?x104)))
 (= (dim ?x111 1) sym_c))))))
(assert
 (let ((?x64 (idkernel2 sym_c)))
(let ((?x97 (concat 1 in_w1 ?x64)))
(let ((?x104 (concat 1 in_w1 ?x97)))
(let ((?x111 (transpose2 1 0 ?x104)))
(let ((?x71 (transpose2 1 0 in_w1)))
(let ((?x78 (concat 0 ?x71 ?x64)))
(let ((?x86 (concat 0 ?x71 ?x78)))
(and (distinct ?x86 ?x111) true)))))))))
(check-sat)
