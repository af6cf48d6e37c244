; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_concat
; z3 rlimit used: 5199
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ax Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x31 (concat ax (pad4 0 0 yt xl 0 0 yb xr X) (pad4 0 0 yt xl 0 0 yb xr Y))))
 (let ((?x28 (pad4 0 0 yt xl 0 0 yb xr (concat ax X Y))))
 (let (($x32 (= ?x28 ?x31)))
 (let (($x25 (= (rank Y) 4)))
 (let (($x22 (= (rank X) 4)))
 (let (($x18 (>= xr 0)))
 (let (($x16 (>= yb 0)))
 (let (($x14 (>= xl 0)))
 (let (($x12 (>= yt 0)))
 (let (($x10 (>= ax 0)))
 (let (($x26 (and (<= 0 ax) (> 2 ax) $x10 $x12 $x14 $x16 $x18 $x22 $x25)))
 (=> $x26 $x32)))))))))))) :pattern ( (pad4 0 0 yt xl 0 0 yb xr (concat ax X Y)) ) :pattern ( (concat ax (pad4 0 0 yt xl 0 0 yb xr X) (pad4 0 0 yt xl 0 0 yb xr Y)) ) :qid pad4_concat))
 )
(assert
 (>= sym_c1 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c1))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c2))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_X)) 4))
(assert
 (let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x94 0) sym_n)))
(assert
 (let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x94 1) sym_c1)))
(assert
 (let ((?x102 (+ 2 sym_h)))
 (let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x101 (dim ?x94 2)))
 (= ?x101 ?x102)))))
(assert
 (let ((?x105 (+ 2 sym_w)))
 (let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x104 (dim ?x94 3)))
 (= ?x104 ?x105)))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_Y)) 4))
(assert
 (let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (= (dim ?x107 0) sym_n)))
(assert
 (let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (= (dim ?x107 1) sym_c2)))
(assert
 (let ((?x102 (+ 2 sym_h)))
 (let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x102)))))
(assert
 (let ((?x105 (+ 2 sym_w)))
 (let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x116 (dim ?x107 3)))
 (= ?x116 ?x105)))))
(assert
 (let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x118 (concat 1 ?x94 ?x107)))
 (= (rank ?x118) 4)))))
(assert
 (let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x118 (concat 1 ?x94 ?x107)))
 (= (dim ?x118 0) sym_n)))))
(assert
 (let ((?x124 (+ sym_c1 sym_c2)))
 (let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x118 (concat 1 ?x94 ?x107)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x124)))))))
(assert
 (let ((?x102 (+ 2 sym_h)))
 (let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x118 (concat 1 ?x94 ?x107)))
 (let ((?x126 (dim ?x118 2)))
 (= ?x126 ?x102)))))))
(assert
 (let ((?x105 (+ 2 sym_w)))
 (let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
 (let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x118 (concat 1 ?x94 ?x107)))
 (let ((?x128 (dim ?x118 3)))
 (= ?x128 ?x105)))))))
(assert
 (let ((?x102 (+ 2 sym_h)))
 (>= ?x102 0)))
(assert
 (let ((?x105 (+ 2 sym_w)))
 (>= ?x105 0)))
(assert
 (let ((?x124 (+ sym_c1 sym_c2)))
 (>= ?x124 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x124 (+ sym_c1 sym_c2)))
 (let ((?x133 (concat 1 in_X in_Y)))
 (let ((?x138 (dim ?x133 1)))
 (= ?x138 ?x124)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x133 (concat 1 in_X in_Y)))
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 ?x133)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x133 (concat 1 in_X in_Y)))
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 ?x133)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x124 (+ sym_c1 sym_c2)))
 (let ((?x133 (concat 1 in_X in_Y)))
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 ?x133)))
 (let ((?x149 (dim ?x144 1)))
 (= ?x149 ?x124))))))
(assert
 (let ((?x102 (+ 2 sym_h)))
 (let ((?x133 (concat 1 in_X in_Y)))
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 ?x133)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x102))))))
(assert
 (let ((?x105 (+ 2 sym_w)))
 (let ((?x133 (concat 1 in_X in_Y)))
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 ?x133)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x105))))))
(assert
 (let ((?x133 (concat 1 in_X in_Y)))
(let ((?x144 (pad4 0 0 1 1 0 0 1 1 ?x133)))
(let ((?x107 (pad4 0 0 1 1 0 0 1 1 in_Y)))
(let ((?x94 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x118 (concat 1 ?x94 ?x107)))
(and (distinct ?x118 ?x144) true)))))))
(check-sat)
