; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, reshape3_add_2d
; z3 rlimit used: 11643
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun reshape3 (Int Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x58 (add Y X)))
 (let ((?x57 (add X Y)))
 (let (($x59 (= ?x57 ?x58)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x56 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x56 $x59))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (d0 Int) (d1 Int) (d2 Int) )(! (let ((?x143 (add (reshape3 d0 d1 d2 X) (reshape3 d0 d1 d2 Y))))
 (let ((?x140 (reshape3 d0 d1 d2 (add X Y))))
 (let (($x144 (= ?x140 ?x143)))
 (let (($x137 (= (rank Y) 2)))
 (let (($x135 (= (rank X) 2)))
 (let (($x133 (>= d2 1)))
 (let (($x132 (>= d1 1)))
 (let (($x131 (>= d0 1)))
 (let ((?x107 (dim X 1)))
 (let (($x130 (= ?x107 (dim Y 1))))
 (let ((?x89 (dim X 0)))
 (let (($x128 (= ?x89 (dim Y 0))))
 (let (($x138 (and (= (* ?x89 ?x107) (* (* d0 d1) d2)) $x128 $x130 $x131 $x132 $x133 $x135 $x137)))
 (=> $x138 $x144)))))))))))))) :pattern ( (reshape3 d0 d1 d2 (add X Y)) ) :pattern ( (add (reshape3 d0 d1 d2 X) (reshape3 d0 d1 d2 Y)) ) :qid reshape3_add_2d))
 )
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
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (reshape3 sym_m 1 sym_n in_X)) 3))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_X) 0) sym_m))
(assert
 (let ((?x176 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x181 (dim ?x176 1)))
 (= 1 ?x181))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_X) 2) sym_n))
(assert
 (= (rank (reshape3 sym_m 1 sym_n in_Y)) 3))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_Y) 0) sym_m))
(assert
 (let ((?x185 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x190 (dim ?x185 1)))
 (= 1 ?x190))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n in_Y) 2) sym_n))
(assert
 (let ((?x185 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x176 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x194 (add ?x176 ?x185)))
 (= (rank ?x194) 3)))))
(assert
 (let ((?x185 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x176 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x194 (add ?x176 ?x185)))
 (= (dim ?x194 0) sym_m)))))
(assert
 (let ((?x185 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x176 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x194 (add ?x176 ?x185)))
 (let ((?x199 (dim ?x194 1)))
 (= 1 ?x199))))))
(assert
 (let ((?x185 (reshape3 sym_m 1 sym_n in_Y)))
 (let ((?x176 (reshape3 sym_m 1 sym_n in_X)))
 (let ((?x194 (add ?x176 ?x185)))
 (= (dim ?x194 2) sym_n)))))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (reshape3 sym_m 1 sym_n (add in_X in_Y))) 3))
(assert
 (= (dim (reshape3 sym_m 1 sym_n (add in_X in_Y)) 0) sym_m))
(assert
 (let ((?x203 (add in_X in_Y)))
 (let ((?x210 (reshape3 sym_m 1 sym_n ?x203)))
 (let ((?x215 (dim ?x210 1)))
 (= 1 ?x215)))))
(assert
 (= (dim (reshape3 sym_m 1 sym_n (add in_X in_Y)) 2) sym_n))
(assert
 (let ((?x203 (add in_X in_Y)))
(let ((?x210 (reshape3 sym_m 1 sym_n ?x203)))
(let ((?x185 (reshape3 sym_m 1 sym_n in_Y)))
(let ((?x176 (reshape3 sym_m 1 sym_n in_X)))
(let ((?x194 (add ?x176 ?x185)))
(and (distinct ?x194 ?x210) true)))))))
(check-sat)
